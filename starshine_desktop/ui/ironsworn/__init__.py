"""The Ironsworn system on screen: progress tracks, the Ironsworn tab, moves and oracles."""
