"""``@frozen``: ``@dataclass(frozen=True)``, made without importing dataclasses.

Why it exists (issue 19 (d), `check --no-runtime` at most 0.80x `pip --version`): before
3.13 dataclasses compiles every generated method on its own, six ``exec`` calls and
~0.45 ms per frozen class here, 18 ms for the 40 classes that `check --no-runtime`
defines; and ``import dataclasses`` brings inspect, ast, dis and tokenize, ~7 ms more,
which nothing else on that path needs. 3.13 compiles the methods in one go (CPython
gh-109870), so there (and before 3.10, where only the TensorFlow children run) ``frozen``
is dataclass(frozen=True).

How: the fields are read as dataclasses reads them (the annotations, in order; defaults
from the class; :func:`field` for the rest), ``__init__`` takes the parameters dataclasses
gives it (one short exec), and ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``,
``__delattr__`` are closures with the generated code's semantics (quoted at each).
``__dataclass_fields__`` and ``__dataclass_params__`` are made by dataclasses itself on
first use, from the same class body, so fields(), asdict(), replace() and is_dataclass()
see a dataclass (:func:`replace` here does without). A class outside the plain case (a
dataclass base, ``__post_init__``, ClassVar/InitVar/KW_ONLY, init=False or kw_only
fields, a mutable default, a dataclasses.field(), its own dunders, a metaclass) goes to
dataclasses itself. tests/test_records.py holds every behaviour, and every @frozen class
of the package, to what dataclasses builds.
"""

from __future__ import annotations

import reprlib
import sys
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")
FAST = (3, 10) <= sys.version_info < (3, 13)
_OWN = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__",
        "__slots__", "__post_init__", "__match_args__", "__dataclass_fields__")  # fmt: skip
_PSEUDO = ("ClassVar", "InitVar", "KW_ONLY")
#: class -> its field names, for replace() and the fields realised on first use
_FIELDS: dict[type, tuple[str, ...]] = {}


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


class _Factory:
    def __repr__(self) -> str:  # how dataclasses shows a default_factory parameter
        return "<factory>"


MISSING: Any = _Missing()
_HAS_DEFAULT_FACTORY = _Factory()


class FieldSpec:
    """What :func:`field` gives: dataclasses.field's arguments, for a @frozen class."""

    __slots__ = ("default", "default_factory", "init", "repr", "hash", "compare", "metadata",
                 "kw_only")  # fmt: skip

    def __init__(
        self,
        default: Any = MISSING,
        default_factory: Any = MISSING,
        init: bool = True,
        repr: bool = True,
        hash: bool | None = None,
        compare: bool = True,
        metadata: Any = None,
        kw_only: Any = MISSING,
    ) -> None:
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = metadata
        self.kw_only = kw_only

    def real(self) -> Any:
        """The dataclasses.Field these arguments make."""
        import dataclasses

        kw = {k: getattr(self, k) for k in self.__slots__ if getattr(self, k) is not MISSING}
        return dataclasses.field(**kw)


def _field(
    *,
    default: Any = MISSING,
    default_factory: Any = MISSING,
    init: bool = True,
    repr: bool = True,
    hash: bool | None = None,
    compare: bool = True,
    metadata: Any = None,
    kw_only: Any = MISSING,
) -> Any:
    """dataclasses.field for a @frozen class."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return FieldSpec(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _plain(cls: type) -> bool:
    """True when the class is the plain case made here: see the module doc."""
    own = cls.__dict__
    if type(cls) is not type or any(name in own for name in _OWN) or hasattr(cls, "__post_init__"):
        return False
    if any(hasattr(base, "__dataclass_fields__") for base in cls.__mro__[1:]):
        return False
    notes = own.get("__annotations__", {})
    for name, kind in notes.items():
        if not isinstance(kind, str) or any(word in kind for word in _PSEUDO):
            return False
        value = own.get(name, MISSING)
        if isinstance(value, FieldSpec):
            if not value.init or value.kw_only not in (MISSING, False):
                return False
            value = value.default
        if value is not MISSING and type(value).__hash__ is None:  # a mutable default
            return False
    for name, value in own.items():
        if isinstance(value, FieldSpec) and name not in notes:
            raise TypeError(f"{name!r} is a field but has no type annotation")
        if type(value).__name__ == "Field" and type(value).__module__ == "dataclasses":
            return False  # dataclasses.field(): dataclasses reads it
    return True


def _init(cls: type, specs: list[tuple[str, Any, FieldSpec]]) -> Callable[..., None]:
    """``__init__`` as dataclasses makes it (_init_fn, frozen): the same parameters,
    defaults (``<factory>`` for a default_factory) and annotations, and each field set in
    order with object.__setattr__. Only the parameter list is compiled (one exec, ~40%
    of dataclasses' text); defaults and annotations are set on the function after."""
    self_name = "__dataclass_self__" if any(name == "self" for name, _, _ in specs) else "self"
    names = tuple(name for name, _, _ in specs)
    factories = {n: f.default_factory for n, _, f in specs if f.default_factory is not MISSING}
    defaults, seen_default = [], False
    for name, _, f in specs:
        if f.default_factory is not MISSING:
            defaults.append(_HAS_DEFAULT_FACTORY)
        elif f.default is not MISSING:
            defaults.append(f.default)
        elif seen_default:
            raise TypeError(f"non-default argument {name!r} follows default argument")
        seen_default = bool(defaults)
    setter = object.__setattr__

    def fill(obj: Any, values: tuple[Any, ...]) -> None:
        for name, value in zip(names, values, strict=True):
            if value is _HAS_DEFAULT_FACTORY:
                value = factories[name]()
            setter(obj, name, value)

    args = ",".join(names)
    text = (
        f"def __create_fn__(__dataclass_fill__):\n"
        f" def __init__({','.join([self_name, *names])}):\n"
        f"  __dataclass_fill__({self_name},({args}{',' if names else ''}))\n"
        " return __init__"
    )
    ns: dict[str, Any] = {}
    module = sys.modules.get(cls.__module__)  # its globals, as dataclasses' __init__ has
    code = compile(text, "<string>", "exec", dont_inherit=True)
    exec(code, module.__dict__ if module else {}, ns)
    init = ns["__create_fn__"](fill)
    init.__defaults__ = tuple(defaults) or None
    init.__annotations__ = {**{name: kind for name, kind, _ in specs}, "return": None}
    return init


def _values(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """obj -> (obj.a, obj.b, ...): dataclasses' ``_tuple_str``, without compiling it."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        name = names[0]
        return lambda obj: (getattr(obj, name),)
    return lambda obj: ()


def _frozen_error(message: str) -> Exception:
    from dataclasses import FrozenInstanceError  # only when a field is assigned to

    return FrozenInstanceError(message)


def _methods(cls: type, specs: list[tuple[str, Any, FieldSpec]]) -> dict[str, Callable[..., Any]]:
    names = tuple(name for name, _, _ in specs)
    shown = tuple(name for name, _, f in specs if f.repr)
    compared = _values(tuple(name for name, _, f in specs if f.compare))
    hashed = _values(tuple(n for n, _, f in specs if (f.compare if f.hash is None else f.hash)))

    @reprlib.recursive_repr()  # dataclasses' _recursive_repr: "..." for a cycle
    def __repr__(self: Any) -> str:
        # return self.__class__.__qualname__ + f"(a={self.a!r}, b={self.b!r})"
        inner = ", ".join([f"{name}={getattr(self, name)!r}" for name in shown])
        return f"{self.__class__.__qualname__}({inner})"

    def __eq__(self: Any, other: Any) -> Any:
        # if other.__class__ is self.__class__: return (self.a,self.b,)==(other.a,other.b,)
        if other.__class__ is self.__class__:
            return compared(self) == compared(other)
        return NotImplemented

    def __hash__(self: Any) -> int:
        return hash(hashed(self))  # return hash((self.a,self.b,))

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise _frozen_error(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise _frozen_error(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return {
        "__init__": _init(cls, specs),
        "__repr__": __repr__,
        "__eq__": __eq__,
        "__hash__": __hash__,
        "__setattr__": __setattr__,
        "__delattr__": __delattr__,
    }


_PARAMS: list[Any] = []  # dataclass(frozen=True)'s __dataclass_params__, made once


class _Realised:
    """``__dataclass_fields__`` and ``__dataclass_params__`` of a @frozen class: on first
    use dataclasses makes both from the class body, and they replace this on the class."""

    def __init__(self, cls: type, body: dict[str, Any], name: str) -> None:
        self.cls, self.body, self.name = cls, body, name

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        import dataclasses

        cls = self.cls
        if isinstance(cls.__dict__.get("__dataclass_fields__"), _Realised):
            body = {k: v.real() if isinstance(v, FieldSpec) else v for k, v in self.body.items()}
            twin = dataclasses.dataclass(init=False, repr=False, eq=False)(
                type(cls.__name__, (), body)
            )
            if not _PARAMS:
                _PARAMS.append(dataclasses.dataclass(frozen=True)(type("P", (), {})))
            cls.__dataclass_fields__ = twin.__dataclass_fields__  # type: ignore[attr-defined]
            cls.__dataclass_params__ = _PARAMS[0].__dataclass_params__  # type: ignore[attr-defined]
        return cls.__dict__[self.name]


def _frozen(cls: type[T]) -> type[T]:
    if not _plain(cls):
        import dataclasses

        for name, value in list(cls.__dict__.items()):
            if isinstance(value, FieldSpec):
                setattr(cls, name, value.real())
        return dataclasses.dataclass(frozen=True)(cls)
    specs: list[tuple[str, Any, FieldSpec]] = []
    body: dict[str, Any] = {"__module__": cls.__module__, "__qualname__": cls.__qualname__}
    body["__annotations__"] = notes = dict(cls.__dict__.get("__annotations__", {}))
    for name, kind in notes.items():
        value = cls.__dict__.get(name, MISSING)
        f = value if isinstance(value, FieldSpec) else FieldSpec(value)
        specs.append((name, kind, f))
        if isinstance(value, FieldSpec):
            body[name] = value
            if f.default is MISSING:
                delattr(cls, name)  # a factory: no class attribute, as in dataclasses
            else:
                setattr(cls, name, f.default)
        elif value is not MISSING:
            body[name] = value
    for name, fn in _methods(cls, specs).items():
        fn.__qualname__ = f"{cls.__qualname__}.{name}"
        fn.__module__ = cls.__module__
        setattr(cls, name, fn)
    cls.__match_args__ = tuple(name for name, _, _ in specs)  # type: ignore[attr-defined]
    _FIELDS[cls] = cls.__match_args__  # type: ignore[attr-defined]
    for attr in ("__dataclass_fields__", "__dataclass_params__"):
        setattr(cls, attr, _Realised(cls, body, attr))
    if not cls.__doc__:  # as dataclasses does: "Plan(inputs: 'PlanInputs', mode: 'str')"
        import inspect

        try:
            text_sig = str(inspect.signature(cls)).replace(" -> None", "")
        except (TypeError, ValueError):
            text_sig = ""
        cls.__doc__ = cls.__name__ + text_sig
    body["__doc__"] = cls.__doc__
    return cls


def _replace(__record: T, **changes: Any) -> T:
    """dataclasses.replace, for a @frozen record without importing dataclasses."""
    names = _FIELDS.get(type(__record))
    if names is None:
        import dataclasses

        return dataclasses.replace(__record, **changes)  # type: ignore[type-var]
    kwargs = {name: getattr(__record, name) for name in names if name not in changes}
    return type(__record)(**kwargs, **changes)


if FAST:
    frozen = _frozen
    field = _field
    replace = _replace
else:  # 3.13 generates in one exec; older Pythons only run the TensorFlow children
    from dataclasses import dataclass as _dataclass
    from dataclasses import field, replace  # noqa: F401

    frozen = _dataclass(frozen=True)
