"""The Challenge engine's refusals carry their templates and fields (Starshine)."""

from __future__ import annotations

import pytest
from starshine_support import apply_json, challenge, persona, round_start

from starshine_desktop.rules.errors import IllegalStep, Refusal


def test_a_real_illegal_step_names_its_template_and_fields() -> None:
    engine = challenge(persona("ada"))
    apply_json(engine, {"do": "clock"})
    with pytest.raises(IllegalStep) as caught:
        apply_json(engine, {"do": "clock"})
    error = caught.value
    assert str(error) == (
        f"step {error.step_index}: clock cannot follow clock: threats come first (rule 2)"
    )
    inner = error.fields["reason"]
    assert isinstance(inner, Refusal)
    assert inner.template == "clock cannot follow clock: threats come first (rule 2)"


def test_push_and_move_refusals_are_the_reasons_the_queries_give() -> None:
    engine = challenge(persona("ada"), persona("bo"))
    for started in (False, True):
        if started:
            round_start(engine)
        for ident in engine.personae:
            refusal = engine.push_refusal(ident)
            assert engine.push_available(ident) == (None if refusal is None else str(refusal))
            refusals = engine.move_type_refusals(ident)
            assert engine.legal_move_types(ident) == {
                kind: None if r is None else str(r) for kind, r in refusals.items()
            }
            assert any(r is not None and r.template for r in refusals.values())
