"""``@frozen``: ``@dataclass(frozen=True)``, built with one ``exec`` instead of six.

Why it exists: before 3.13, dataclasses compiles every generated method on its own
(``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``):
~0.45 ms per frozen class on the bench machine, ~18 ms for the 40 classes that
``check --no-runtime`` defines, a fifth of its wall time (issue 19 (d)). 3.13 compiles them
in one go, so there (and before 3.10) ``frozen`` is dataclass(frozen=True) itself.

How: ``dataclass(init=False, repr=False, eq=False)`` finds the fields as usual (real Field
objects, so fields(), asdict(), replace() and is_dataclass() see a dataclass) and generates
no code; ``__init__`` is then compiled from the same text dataclasses writes, and the other
five are shared closures with the generated code's semantics (quoted at each). A class
outside the plain case (a dataclass base, ``__post_init__``, ClassVar/InitVar/KW_ONLY,
field(init=False) or kw_only, its own dunder) goes to dataclasses itself.
tests/test_records.py holds each behaviour to dataclass(frozen=True)'s.
"""

from __future__ import annotations

import inspect  # already imported by dataclasses
import reprlib
import sys
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, fields
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")

#: dunders that dataclasses would not overwrite (or would refuse to): left to it
_OWN = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__",
        "__slots__", "__post_init__", "__match_args__")  # fmt: skip
_PSEUDO = ("ClassVar", "InitVar", "KW_ONLY")


class _Factory:
    """The default of a default_factory parameter, shown as dataclasses shows it."""

    def __repr__(self) -> str:
        return "<factory>"


_HAS_DEFAULT_FACTORY = _Factory()


@dataclass(frozen=True)
class _Reference:
    """Its __dataclass_params__ are every frozen class's (init, repr, eq, frozen: True)."""


def _plain(cls: type) -> bool:
    """True when the class is the plain case this module builds: see the module doc."""
    own = cls.__dict__
    if any(name in own for name in _OWN):
        return False
    if hasattr(cls, "__post_init__") or any(
        hasattr(base, "__dataclass_fields__") for base in cls.__mro__[1:]
    ):
        return False
    for name, kind in own.get("__annotations__", {}).items():
        if not isinstance(kind, str) or any(word in kind for word in _PSEUDO):
            return False
        value = own.get(name)
        if isinstance(value, Field) and (not value.init or value.kw_only not in (MISSING, False)):
            return False
    return True


def _init(cls: type, flds: tuple[Field, ...]) -> Callable[..., None]:
    """``__init__`` from dataclasses' own text (_init_fn, frozen): one exec."""
    self_name = "__dataclass_self__" if "self" in {f.name for f in flds} else "self"
    local: dict[str, Any] = {f"_type_{f.name}": f.type for f in flds}
    local.update(
        MISSING=MISSING,
        _HAS_DEFAULT_FACTORY=_HAS_DEFAULT_FACTORY,
        __dataclass_builtins_object__=object,
        _return_type=None,
    )
    params, body = [], []
    seen_default = False
    for f in flds:
        value = f.name
        if f.default_factory is not MISSING:
            local[f"_dflt_{f.name}"] = f.default_factory
            params.append(f"{f.name}:_type_{f.name}=_HAS_DEFAULT_FACTORY")
            value = f"_dflt_{f.name}() if {f.name} is _HAS_DEFAULT_FACTORY else {f.name}"
        elif f.default is not MISSING:
            local[f"_dflt_{f.name}"] = f.default
            params.append(f"{f.name}:_type_{f.name}=_dflt_{f.name}")
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
        else:
            params.append(f"{f.name}:_type_{f.name}")
        seen_default = seen_default or f.default is not MISSING or f.default_factory is not MISSING
        body.append(f"  __dataclass_builtins_object__.__setattr__({self_name},{f.name!r},{value})")
    text = (
        f"def __create_fn__({', '.join(local)}):\n"
        f" def __init__({','.join([self_name, *params])})->_return_type:\n"
        + ("\n".join(body) or "  pass")
        + "\n return __init__"
    )
    ns: dict[str, Any] = {}
    module = sys.modules.get(cls.__module__)
    # compiled without this module's `from __future__ import annotations`, as in dataclasses
    code = compile(text, "<string>", "exec", dont_inherit=True)
    exec(code, module.__dict__ if module else {}, ns)
    return ns["__create_fn__"](**local)


def _values(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """obj -> (obj.a, obj.b, ...): dataclasses' ``_tuple_str``, without compiling it."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        name = names[0]
        return lambda obj: (getattr(obj, name),)
    return lambda obj: ()


def _methods(cls: type, flds: tuple[Field, ...]) -> dict[str, Callable[..., Any]]:
    names = tuple(f.name for f in flds)
    shown = tuple(f.name for f in flds if f.repr)
    compared = _values(tuple(f.name for f in flds if f.compare))
    hashed = _values(tuple(f.name for f in flds if (f.compare if f.hash is None else f.hash)))

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
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return {
        "__init__": _init(cls, flds),
        "__repr__": __repr__,
        "__eq__": __eq__,
        "__hash__": __hash__,
        "__setattr__": __setattr__,
        "__delattr__": __delattr__,
    }


def _frozen(cls: type[T]) -> type[T]:
    if not _plain(cls):
        return dataclass(frozen=True)(cls)
    docless = not cls.__doc__
    if docless:  # dataclasses would describe it now, before it has its __init__
        cls.__doc__ = "-"
    dataclass(init=False, repr=False, eq=False)(cls)  # the fields; no code generated
    cls.__dataclass_params__ = _Reference.__dataclass_params__  # type: ignore[attr-defined]
    for name, fn in _methods(cls, fields(cls)).items():
        fn.__qualname__ = f"{cls.__qualname__}.{name}"
        fn.__module__ = cls.__module__
        setattr(cls, name, fn)
    if docless:  # as dataclasses does: "Plan(inputs: 'PlanInputs', mode: 'str')"
        try:
            text_sig = str(inspect.signature(cls)).replace(" -> None", "")
        except (TypeError, ValueError):
            text_sig = ""
        cls.__doc__ = cls.__name__ + text_sig
    return cls


if (3, 10) <= sys.version_info < (3, 13):
    frozen = _frozen
else:  # 3.13 generates in one exec; older Pythons only run the TensorFlow children
    frozen = dataclass(frozen=True)
