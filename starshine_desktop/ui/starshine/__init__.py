"""The Starshine system on screen: Personae, their records, Elements, Episodes, Challenges."""
