"""@frozen is @dataclass(frozen=True) (tfdoctor/records.py): each behaviour is held to
what dataclasses itself builds from the same class body, every @frozen class of the
package to a dataclass made from its own fields, and none of it imports dataclasses."""

from __future__ import annotations

import ast
import copy
import dataclasses
import importlib
import inspect
import pickle
import subprocess
import sys
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

from tfdoctor import records
from tfdoctor.records import frozen, replace

PACKAGE = Path(__file__).resolve().parents[1] / "tfdoctor"
FAST = (3, 10) <= sys.version_info < (3, 13)

BODY = '''
@{deco}
class {name}:
    """A sample with every kind of field the package uses."""

    a: int
    b: str = "b"
    c: dict = {field}(default_factory=dict)
    d: tuple = {field}(default=(), repr=False, compare=False)
    e: list | None = {field}(default=None, hash=False)
    f: frozenset = {field}(default_factory=frozenset, metadata={{"k": 1}})

    @property
    def twice(self) -> int:
        return self.a * 2
'''
# module-level classes: pickle finds them
exec(BODY.format(deco="frozen", name="Fast", field="records.field"))
exec(BODY.format(deco="dataclasses.dataclass(frozen=True)", name="Slow", field="dataclasses.field"))
Fast = globals()["Fast"]
Slow = globals()["Slow"]


def _field_facts(cls: type) -> list[tuple]:
    return [
        (
            f.name,
            f.type,
            f.default,
            f.default_factory,
            f.init,
            f.repr,
            f.hash,
            f.compare,
            dict(f.metadata),
            f.kw_only,
            f._field_type,
        )
        for f in dataclasses.fields(cls)
    ]


def _hash(obj: object) -> object:
    try:
        return hash(obj)
    except TypeError as exc:  # a dict field
        return str(exc)


def _strip(text: str, name: str) -> str:
    return text.replace(name, "C")


def test_the_plain_case_is_built_here():
    if not FAST:
        pytest.skip("dataclasses builds every class on this Python")
    assert Fast.__eq__.__code__.co_filename == records.__file__
    assert Slow.__eq__.__code__.co_filename != records.__file__


def test_class_level_facts_are_dataclasses_own():
    assert _field_facts(Fast) == _field_facts(Slow)
    assert dataclasses.is_dataclass(Fast)
    assert repr(Fast.__dataclass_params__) == repr(Slow.__dataclass_params__)
    assert Fast.__dataclass_params__.frozen
    assert Fast.__match_args__ == Slow.__match_args__
    assert str(inspect.signature(Fast)) == str(inspect.signature(Slow))
    assert Fast.__init__.__annotations__ == Slow.__init__.__annotations__
    for name in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
        fast, slow = getattr(Fast, name), getattr(Slow, name)
        assert _strip(fast.__qualname__, "Fast") == _strip(slow.__qualname__, "Slow"), name
        assert fast.__module__ == slow.__module__, name
    assert Fast.b == Slow.b == "b" and Fast.d == Slow.d == ()
    assert not hasattr(Fast, "c") and not hasattr(Slow, "c")  # factories: no class attribute
    assert Fast(1).c == {} and Fast(1).c is not Fast(1).c  # one call of the factory each
    assert Fast.__doc__ == Slow.__doc__


@pytest.mark.parametrize(
    "args, kwargs",
    [
        pytest.param((1,), {}, id="defaults"),
        pytest.param((2, "x", {"k": [1]}, (3,), [4], frozenset({5})), {}, id="positional"),
        pytest.param((), {"a": 3, "e": None, "c": {"z": 1}}, id="keywords"),
    ],
)
def test_instances_behave_alike(args, kwargs):
    fast, slow = Fast(*args, **kwargs), Slow(*args, **kwargs)
    assert _strip(repr(fast), "Fast") == _strip(repr(slow), "Slow")
    assert fast == Fast(*args, **kwargs) and slow == Slow(*args, **kwargs)
    assert (fast == slow) is False and fast.__eq__(slow) is NotImplemented
    assert fast != Fast(99) and (fast != Fast(*args, **kwargs)) is False
    assert fast == dataclasses.replace(fast, d=("other",))  # compare=False
    assert (
        replace(fast, a=5, b="z")
        == dataclasses.replace(fast, a=5, b="z")
        == Fast(5, "z", *dataclasses.astuple(fast)[2:])
    )
    assert _strip(repr(replace(slow, a=5)), "Slow") == _strip(repr(replace(fast, a=5)), "Fast")
    assert _hash(fast) == _hash(slow)
    assert dataclasses.asdict(fast) == dataclasses.asdict(slow)
    assert dataclasses.astuple(fast) == dataclasses.astuple(slow)
    assert pickle.loads(pickle.dumps(fast)) == fast
    assert copy.deepcopy(fast) == fast and copy.copy(fast) == fast
    assert fast.twice == slow.twice


def test_frozen_alike():
    fast, slow = Fast(1), Slow(1)
    for obj in (fast, slow):
        with pytest.raises(FrozenInstanceError, match="cannot assign to field 'a'"):
            obj.a = 2
        with pytest.raises(FrozenInstanceError, match="cannot assign to field 'z'"):
            obj.z = 2
        with pytest.raises(FrozenInstanceError, match="cannot delete field 'b'"):
            del obj.b

    class SubFast(Fast):  # a plain subclass may add attributes, not change fields
        pass

    class SubSlow(Slow):
        pass

    for sub in (SubFast(1), SubSlow(1)):
        sub.extra = 1
        with pytest.raises(FrozenInstanceError):
            sub.a = 2


def test_errors_alike():
    def error(fn, *args) -> str:
        with pytest.raises(TypeError) as exc:
            fn(*args)
        return _strip(_strip(str(exc.value), "Fast"), "Slow")

    assert error(Fast) == error(Slow)
    assert error(Fast, 1, "b", {}, (), None, frozenset(), 7) == error(
        Slow, 1, "b", {}, (), None, frozenset(), 7
    )
    assert error(hash, Fast(1)) == error(hash, Slow(1))  # a dict field
    assert error(lambda: replace(Fast(1), z=1)) == error(lambda: dataclasses.replace(Slow(1), z=1))
    for make in (records.field, dataclasses.field):
        with pytest.raises(ValueError, match="cannot specify both default and default_factory"):
            make(default=1, default_factory=list)
    with pytest.raises(TypeError, match="'x' is a field but has no type annotation"):
        frozen(type("C", (), {"__doc__": "-", "x": records.field(default=1)}))


def test_recursive_repr_and_subclass_dataclass():
    box = Fast(1, c={})
    box.c["self"] = box
    assert repr(box) == "Fast(a=1, b='b', c={'self': ...}, e=None, f=frozenset())"

    @dataclasses.dataclass(frozen=True)
    class Child(Fast):
        """A dataclass built on a @frozen one."""

        g: int = 0

    assert [f.name for f in dataclasses.fields(Child)] == ["a", "b", "c", "d", "e", "f", "g"]
    assert Child(1, g=2) == Child(1, g=2) and Child(1).g == 0


@pytest.mark.parametrize(
    "body",
    [
        pytest.param("x: int\n def __post_init__(self): pass", id="post-init"),
        pytest.param("x: 'ClassVar[int]' = 1", id="classvar"),
        pytest.param("x: int = field(default=1, init=False)", id="init-false"),
        pytest.param("x: int = field(default=1, kw_only=True)", id="kw-only"),
        pytest.param("x: list = field(default=[])", id="mutable-default"),
        pytest.param("x: int = dataclasses.field(default=1, repr=False)", id="dataclasses-field"),
        pytest.param("x: int\n def __repr__(self): return 'mine'", id="own-repr"),
    ],
)
def test_other_cases_go_to_dataclasses(body):
    src = f'class C:\n """doc"""\n {body}\n'
    ns: dict = {"field": records.field, "ClassVar": object, "dataclasses": dataclasses}
    exec(src, ns)
    assert not records._plain(ns["C"])
    ref: dict = {"field": dataclasses.field, "ClassVar": object, "dataclasses": dataclasses}
    exec(src, ref)
    try:
        want = dataclasses.dataclass(frozen=True)(ref["C"])
    except (TypeError, ValueError) as exc:  # a mutable default: the same error here
        with pytest.raises(type(exc), match=str(exc).split(" for ")[0]):
            frozen(ns["C"])
        return
    built = frozen(ns["C"])
    assert dataclasses.is_dataclass(built) and built.__dataclass_params__.frozen
    assert _field_facts(built) == _field_facts(want)
    assert str(inspect.signature(built)) == str(inspect.signature(want))


def test_nothing_here_imports_dataclasses():
    """Building, using and replacing records, the `check --no-runtime` path's modules: no
    dataclasses (and with it no inspect) until fields() & co. are asked for."""
    start = subprocess.run(
        [sys.executable, "-c", "import sys; print('dataclasses' in sys.modules or 'inspect' in sys.modules)"],
        capture_output=True, text=True, check=True,
    ).stdout.split()
    if start == ["True"]:  # a .pth or sitecustomize of this environment loaded them first
        pytest.skip("this interpreter has dataclasses/inspect loaded at start (its site files)")
    code = (
        "import sys; from tfdoctor import records; import tfdoctor.commands.check, "
        "tfdoctor.report.check, tfdoctor.probes.cuda, tfdoctor.probes.driver.probe, "
        "tfdoctor.judge.verdict; from tfdoctor.model import Finding, Severity; "
        "f = Finding('x', Severity.INFO, 't'); g = records.replace(f, title='u'); "
        "assert f != g and hash(Finding('y', Severity.INFO, 't', values=None)) and repr(g); "
        "before = 'dataclasses' in sys.modules or 'inspect' in sys.modules; "
        "import dataclasses; names = [x.name for x in dataclasses.fields(g)]; "
        "print(before, names[:3], dataclasses.is_dataclass(Finding))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    want = "True" if not FAST else "False"
    assert out.stdout.split() == [want, "['id',", "'severity',", "'title']", "True"]


def _frozen_classes() -> list[str]:
    """module:Class of every class the package decorates with @frozen."""
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and any(
                isinstance(d, ast.Name) and d.id == "frozen" for d in node.decorator_list
            ):
                out.append(f"{module.removesuffix('.__init__')}:{node.name}")
    return out


def _reference(cls: type) -> type:
    """dataclass(frozen=True) made by dataclasses from ``cls``'s own fields."""
    specs = []
    for f in dataclasses.fields(cls):
        kw = {k: getattr(f, k) for k in ("init", "repr", "hash", "compare", "metadata")}
        if f.default is not dataclasses.MISSING:
            kw["default"] = f.default
        if f.default_factory is not dataclasses.MISSING:
            kw["default_factory"] = f.default_factory
        specs.append((f.name, f.type, dataclasses.field(**kw)))
    ns = {"__module__": cls.__module__, "__qualname__": cls.__qualname__, "__doc__": cls.__doc__}
    return dataclasses.make_dataclass(cls.__name__, specs, namespace=ns, frozen=True)


@pytest.mark.parametrize("where", _frozen_classes())
def test_every_package_class_is_its_dataclass(where):
    module, name = where.split(":")
    cls = getattr(importlib.import_module(module), name)
    ref = _reference(cls)
    if FAST:
        assert cls.__eq__.__code__.co_filename == records.__file__, "fell back to dataclasses"
    assert _field_facts(cls) == _field_facts(ref)
    assert repr(cls.__dataclass_params__) == repr(ref.__dataclass_params__)
    assert str(inspect.signature(cls)) == str(inspect.signature(ref))
    assert cls.__match_args__ == ref.__match_args__
    args = {
        f.name: f"<{f.name}>"
        for f in dataclasses.fields(cls)
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    }
    obj, twin = cls(**args), ref(**args)
    assert repr(obj) == repr(twin)
    assert obj == cls(**args) and obj != twin
    try:
        assert hash(obj) == hash(twin)
    except TypeError:  # an unhashable field (a dict): unhashable in both
        with pytest.raises(TypeError):
            hash(twin)
    with pytest.raises(FrozenInstanceError):
        object.__getattribute__(obj, "__setattr__")(next(iter(args or {"x": 0})), 1)
