"""The bundle's self-test data: a small Challenge and the final state worked by hand.

Working (default rulings): Ada, Stance 2 + Threat Score 1 = Threat 3, Opportunity and
Danger 3, Guard 2. Round 1: clock +1 → 4/4; Opportunity 4 > Guard 2 → Bleeding Strength
(4 − 2) + 4 = 6, Opportunity and Danger to 0; a Defensive Move, pool 3, Scope 3 paid 1 die
and 2 Fortune, rolls [5, 2], selects 5 → Danger 5, Bleeding 6 − 5 = 1. Round 2: clock +1 →
Opportunity 1, Danger 6; no threat; a Leading Stunt on 6, pool 5, 2 dice paid, rolls
[6, 1, 3] → Achieve: Risk 1 → Opportunity 2; Power 6 > Threat 3 → Dug in, Strength 3;
Telling Trait (3 ≥ 3) → Threat 2.
"""
