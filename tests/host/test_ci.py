"""Skip here, fail under CI (tests/ci.py): what a machine may lack skips the test naming it,
except with CI set, where it fails; anything else goes through untouched."""
import pytest

from tests.ci import may_lack, skip_or_fail


class Lacking(Exception):
    pass


@pytest.mark.parametrize("value", ["", "0", "false"])
def test_outside_ci_a_missing_tool_skips_naming_it(monkeypatch, value):
    monkeypatch.setenv("CI", value)
    with pytest.raises(pytest.skip.Exception, match="no gcc"):
        skip_or_fail("no gcc")
    with pytest.raises(pytest.skip.Exception, match="port not built: no gcc"):
        with may_lack(Lacking, why="port not built: "):
            raise Lacking("no gcc")


@pytest.mark.parametrize("value", ["1", "true", "TRUE", "yes"])
def test_under_ci_nothing_skips(monkeypatch, value):
    monkeypatch.setenv("CI", value)
    with pytest.raises(pytest.fail.Exception, match="no gcc .with CI set nothing skips"):
        skip_or_fail("no gcc")
    with pytest.raises(pytest.fail.Exception, match="port not built: no gcc"):
        with may_lack(Lacking, why="port not built: "):
            raise Lacking("no gcc")


def test_other_errors_and_success_pass_through(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    with pytest.raises(ValueError):
        with may_lack(Lacking):
            raise ValueError("a real failure is no missing tool")
    with may_lack(Lacking):
        done = True
    assert done
