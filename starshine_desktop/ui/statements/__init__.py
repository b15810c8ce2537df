"""The statements system on screen: statement scenes on their board and their aftermath."""
