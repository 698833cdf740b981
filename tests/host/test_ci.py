"""Skip here, fail under CI (tests/ci.py): what a machine may lack skips the test naming it,
except with CI set, where it fails; anything else goes through untouched."""
import pytest

from tests.ci import may_lack, skip_or_fail

SKIP, FAIL = pytest.skip.Exception, pytest.fail.Exception


class Lacking(Exception):
    pass


@pytest.mark.parametrize("value,outcome", [("", SKIP), ("0", SKIP), ("false", SKIP), ("1", FAIL), ("true", FAIL),
                                           ("TRUE", FAIL), ("yes", FAIL)])
def test_a_missing_tool_skips_outside_ci_and_fails_under_it(monkeypatch, value, outcome):
    monkeypatch.setenv("CI", value)
    with pytest.raises(outcome, match="no gcc"):
        skip_or_fail("no gcc")
    with pytest.raises(outcome, match="port not built: no gcc") as e:
        with may_lack(Lacking, why="port not built: "):
            raise Lacking("no gcc")
    assert ("with CI set nothing skips" in str(e.value)) == (outcome is FAIL)


def test_other_errors_and_success_pass_through(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(ValueError):
        with may_lack(Lacking):
            raise ValueError("a real failure is no missing tool")
    with may_lack(Lacking):
        done = True
    assert done
