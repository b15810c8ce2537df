"""The Cortex system on screen: Cortex sheets, dice pools, tests, actions, challenge pools."""
