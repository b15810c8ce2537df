"""The Starshine rules: Persona values, the Challenge, Episodes."""
