"""The Telling checks' index of uncounted Traits (rules-spec A.5 step 12, A.8; Starshine 2.1).

``UncountedTraits`` replaces a scan of every uncounted Trait after each Move; it must hand
out exactly what the scan would: in creation order, the Traits whose Strength is at least
the threshold, at most ``limit`` of them, leaving the rest for later checks.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from starshine_desktop.rules.starshine.telling import UncountedTraits

OPERATIONS = st.lists(
    st.tuples(
        st.sampled_from(["add", "restrength", "discard", "take"]),
        st.integers(0, 40),  # a Trait (by creation number) or a threshold
        st.integers(0, 99),  # a Strength or a limit
    ),
    max_size=120,
)


@settings(max_examples=300, deadline=None)
@given(OPERATIONS)
def test_the_index_hands_out_what_a_scan_in_creation_order_would(
    operations: list[tuple[str, int, int]],
) -> None:
    index = UncountedTraits()
    model: dict[str, int] = {}  # trait id -> Strength, in creation order
    created = 0
    for kind, first, second in operations:
        strength = max(1, second)
        if kind == "add":
            index.add(f"t{created}", created, strength)
            model[f"t{created}"] = strength
            created += 1
        elif kind == "restrength":
            index.restrength(f"t{first}", strength)
            if f"t{first}" in model:
                model[f"t{first}"] = strength
        elif kind == "discard":
            index.discard(f"t{first}")
            model.pop(f"t{first}", None)
        else:
            limit = second % 13
            expected = [t for t, value in model.items() if value >= first][:limit]
            assert index.take(first, limit) == expected
            for trait_id in expected:
                del model[trait_id]
        assert len(index) == len(model)
        assert all(trait_id in index for trait_id in model)


def test_a_trait_moved_away_and_back_is_handed_out_once() -> None:
    index = UncountedTraits()
    index.add("a", 0, 2)
    index.add("b", 1, 5)
    index.restrength("a", 5)
    index.restrength("a", 2)
    index.restrength("a", 5)
    assert index.take(3, 10) == ["a", "b"]
    assert index.take(1, 10) == []
