"""What every task's typed config shares: the YAML + ``--set key=value`` machinery, the field checks that name
the field (``invalid``, ``check_minimum``), and the sections every entry point has (:class:`DivergenceFields` of
the train section, :class:`ParallelSection`). The task configs (:mod:`lm4gen.pretrain.config`,
:mod:`lm4gen.finetune.config`, :mod:`lm4gen.classify.train`) build on it.

A field is documented by the comment on its line (or the comment lines just above it); :func:`field_docs` reads
those comments back, so a section that mirrors another dataclass (:func:`with_optional_fields`: the model sections
over the model configs) and a command line made from a dataclass (:func:`options_parser`: the data tools' options)
show the one documentation the field was declared with."""

from __future__ import annotations

import argparse
import ast
import dataclasses
import inspect
import io
import sys
import textwrap
import tokenize
import types
import typing
from dataclasses import dataclass, fields

import yaml

from lm4gen.core.kernels import KERNELS


@dataclass
class DivergenceFields:
    """What the trainer does when an update's loss, gradient norm or weights turn non-finite (docs/cluster.md);
    every entry point's train section has these fields (``train.on_divergence`` ...)."""

    # stop (exit 3, no checkpoint of the broken weights) | rewind (newest complete checkpoint, the diverged batches
    # skipped)
    on_divergence: str = "stop"
    max_rewinds: int = 3  # rewinds in a run at most (on_divergence=rewind); one more divergence stops it
    rewind_lr_scale: float = 1.0  # each rewind multiplies the learning rate by this (e.g. 0.5)
    # fp16: overflow-skipped updates in a row at the minimum loss scale that count as divergence
    fp16_stuck_updates: int = 20

    def divergence(self) -> dict:
        """The :class:`lm4gen.core.trainer.FitPlan` fields these set."""
        return {f.name: getattr(self, f.name) for f in fields(DivergenceFields)}


def check_divergence(cfg, section: str = "train") -> None:
    """The :class:`DivergenceFields` of ``cfg.<section>``: a bad value is a ValueError naming the field."""
    values = get_field(cfg, section)
    if values.on_divergence not in ("stop", "rewind"):
        raise invalid(cfg, f"{section}.on_divergence", "must be stop or rewind")
    check_minimum(cfg, 0, (f"{section}.max_rewinds",))
    check_minimum(cfg, 1, (f"{section}.fp16_stuck_updates",))
    if not 0 < values.rewind_lr_scale <= 1:
        raise invalid(cfg, f"{section}.rewind_lr_scale", "must be in (0, 1]")


@dataclass
class TrainFields(DivergenceFields):
    """The train fields every task has. A task's train section adds its own; its config sets the defaults that
    differ (``field(default_factory=lambda: TrainSection(max_steps=200, ...))``)."""

    max_steps: int = 0  # optimizer updates at most (0 = no limit; --max-steps)
    seed: int = 1  # model init, dropout and data order
    log_every: int = 10  # updates between progress lines / metrics records
    save_every: int = 0  # updates between extra checkpoints (0 = only at the end, at epoch ends and after validations)
    keep_last: int = 2  # step checkpoints kept (older ones deleted; best is kept apart)
    kernels: str = "auto"  # auto: apex's FusedLayerNorm / FusedAdam on CUDA when apex imports, else torch's | torch

    def check(self, cfg, section: str = "train") -> None:
        """A bad value of these fields is a ValueError naming it (``train.log_every`` ...)."""
        if self.kernels not in KERNELS:
            raise invalid(cfg, f"{section}.kernels", f"must be one of {', '.join(KERNELS)}")
        check_minimum(cfg, 1, (f"{section}.log_every", f"{section}.keep_last"))
        check_minimum(cfg, 0, (f"{section}.max_steps", f"{section}.save_every"))
        check_divergence(cfg, section)


@dataclass
class EpochFields:
    """The train fields of a task that passes over its data in epochs and validates at each epoch's end."""

    max_epochs: int = 1  # passes over the training data at most
    patience: int = 0  # stop after this many validations without a better score (0 = never)
    # stop (validate, checkpoint, exit 0) after this much wall time in the loop, summed over resumes (0 = no limit)
    max_minutes: float = 0.0

    def check_epochs(self, cfg, section: str = "train") -> None:
        check_minimum(cfg, 1, (f"{section}.max_epochs",))
        check_minimum(cfg, 0, (f"{section}.patience", f"{section}.max_minutes"))


@dataclass
class OptimFields:
    """The optimizer fields every task has (Adam-family rates, clipping, warmup); a task adds its schedule's."""

    lr: float = 1e-3  # peak learning rate
    betas: tuple = (0.9, 0.98)  # Adam betas
    eps: float = 1e-8  # Adam epsilon
    weight_decay: float = 0.0  # weight decay (coupled or decoupled: the task's optimizer says)
    clip_norm: float = 0.0  # gradient clipping, global L2 norm (0 = off)
    warmup_updates: int = 0  # linear warmup length (0 = none)

    def check(self, cfg, section: str = "optim") -> None:
        if not self.lr > 0:
            raise invalid(cfg, f"{section}.lr", "must be > 0")
        if len(self.betas) != 2 or not all(0 <= b < 1 for b in self.betas):
            raise invalid(cfg, f"{section}.betas", "must be two numbers in [0, 1)")
        check_minimum(cfg, 0, (f"{section}.weight_decay", f"{section}.clip_norm", f"{section}.warmup_updates"))


@dataclass
class ParallelSection:
    tensor: int = 1  # tensor-parallel degree (megatron-core); data parallel = world / tensor


def get_field(obj, dotted: str):
    """The value of ``section.field`` in a config object."""
    for part in dotted.split("."):
        obj = getattr(obj, part)
    return obj


def invalid(cfg, name: str, why: str) -> ValueError:
    """The ``ValueError`` for a bad config field, naming it and its value."""
    return ValueError(f"config field {name!r}: {why} (got {get_field(cfg, name)!r})")


def check_minimum(cfg, minimum: float, names) -> None:
    """Every field in ``names`` must be >= ``minimum``."""
    for name in names:
        if get_field(cfg, name) < minimum:
            raise invalid(cfg, name, f"must be >= {minimum}")


def _coerce(value, like, name: str):
    """Parse a --set string (YAML syntax) and check it against the field's current type."""
    if isinstance(value, str):
        value = yaml.safe_load(value) if value != "" else ""
    if isinstance(like, bool):
        if not isinstance(value, bool):
            raise ValueError(f"config field {name!r}: expected true/false, got {value!r}")
    elif isinstance(like, int) and not isinstance(like, bool):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"config field {name!r}: expected an integer, got {value!r}")
    elif isinstance(like, float):
        if isinstance(value, str):  # yaml reads "1e-7" as a string
            try:
                value = float(value)
            except ValueError:
                raise ValueError(f"config field {name!r}: expected a number, got {value!r}") from None
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"config field {name!r}: expected a number, got {value!r}")
        value = float(value)
    elif isinstance(like, str):
        value = "" if value is None else str(value)
    elif isinstance(like, tuple):
        value = tuple(value)
    elif isinstance(like, dict) and not isinstance(value, dict):
        raise ValueError(f"config field {name!r}: expected a mapping, got {value!r}")
    return value


def _field_type(section, key: str) -> tuple[bool, type | None]:
    """(whether the field may be null, the type its annotation names: ``X`` for ``X | None``, ``tuple`` for
    ``tuple[int, ...]``)."""
    return _unwrap_optional(typing.get_type_hints(type(section)).get(key))


def _unwrap_optional(hint) -> tuple[bool, type | None]:
    args = typing.get_args(hint) if typing.get_origin(hint) in (typing.Union, types.UnionType) else ()
    kinds = [a for a in args if a is not type(None)]
    if args:
        hint = kinds[0] if len(kinds) == 1 else None
    hint = typing.get_origin(hint) or hint
    return type(None) in args, hint if isinstance(hint, type) else None


_EXAMPLES = {bool: False, int: 0, float: 0.0, str: "", tuple: (), dict: {}}


def _retired(section, key: str, values, prefix: str) -> dict:
    """A section's retired mapping field (``RETIRED``, e.g. the model section's untyped ``overrides``): its
    entries are the section's own typed fields now. Returns them, after a one-line note per entry."""
    if isinstance(values, str):  # --set model.overrides='{dim: 512}'
        values = yaml.safe_load(values)
    if not isinstance(values, dict):
        raise ValueError(f"config field '{prefix}{key}' is retired: set its entries as {prefix}<field>")
    names = {f.name for f in fields(section)}
    for entry in values:
        if entry not in names or entry in section.RETIRED:
            raise ValueError(f"unknown config field '{prefix}{key}.{entry}': {prefix}{key} is retired and "
                             f"'{prefix}{entry}' is no field (known: "
                             f"{', '.join(sorted(names - set(section.RETIRED)))})")
        print(f"note: config field '{prefix}{key}.{entry}' is now '{prefix}{entry}' ({prefix}{key} is retired)",
              file=sys.stderr, flush=True)
    return values


def _apply(section, values: dict, prefix: str) -> None:
    names = {f.name for f in fields(section)}
    for key, value in values.items():
        name = f"{prefix}{key}"
        if key in getattr(section, "RETIRED", ()):
            _apply(section, _retired(section, key, value, prefix), prefix)
            continue
        if key not in names:
            raise ValueError(f"unknown config field {name!r} (known: {', '.join(sorted(names))})")
        current = getattr(section, key)
        if dataclasses.is_dataclass(current):
            if not isinstance(value, dict):
                raise ValueError(f"config field {name!r}: expected a section (mapping), got {value!r}")
            _apply(current, value, name + ".")
            continue
        optional, kind = _field_type(section, key)
        if optional and (value is None or isinstance(value, str) and value.strip() in ("null", "~")):
            setattr(section, key, None)  # back to unset
            continue
        setattr(section, key, _coerce(value, _EXAMPLES.get(kind, value) if current is None else current, name))


def set_field(cfg, assignment: str) -> None:
    """Apply one ``section.field=value`` (``null`` unsets an optional field); a key inside a mapping field
    is set directly; a retired mapping's key (``model.overrides.dim=512``) sets the field it became
    (``model.dim``), with a note."""
    if "=" not in assignment:
        raise ValueError(f"--set expects key=value, got {assignment!r}")
    key, value = assignment.split("=", 1)
    parts = key.split(".")
    section = cfg
    for i, part in enumerate(parts[:-1]):
        if part in getattr(section, "RETIRED", ()):  # model.overrides.dim=512: model.dim=512, with a note
            prefix = ".".join(parts[:i]) + "."
            _apply(section, _retired(section, part, {".".join(parts[i + 1:]): value}, prefix), prefix)
            return
        current = getattr(section, part, None) if dataclasses.is_dataclass(section) else None
        if isinstance(current, dict):  # the rest of the key names an entry of the mapping (a.b: an entry's entry)
            *inner, last = parts[i + 1:]
            for name in inner:
                current = current.setdefault(name, {})
                if not isinstance(current, dict):
                    raise ValueError(f"--set {assignment!r}: {name!r} holds {current!r}, not a mapping")
            current[last] = yaml.safe_load(value)
            return
        if not dataclasses.is_dataclass(current):
            raise ValueError(f"unknown config section {part!r} in --set {assignment!r}")
        section = current
    _apply(section, {parts[-1]: value}, ".".join(parts[:-1]) + "." if len(parts) > 1 else "")


def load_into(cfg, path: str | None, assignments=()):
    """Fill the config object ``cfg`` from a YAML file, then ``--set`` assignments (not validated)."""
    if path:
        try:
            with open(path) as f:
                values = yaml.safe_load(f) or {}
        except FileNotFoundError:
            raise ValueError(f"config file not found: {path}") from None
        except yaml.YAMLError as e:
            raise ValueError(f"config file {path} is not valid YAML: {e}") from None
        if not isinstance(values, dict):
            raise ValueError(f"config file {path}: expected a mapping at the top level")
        _apply(cfg, values, "")
    for assignment in assignments:
        set_field(cfg, assignment)
    return cfg


# ----------------------------------------------------------------------------
# field documentation, mirrored sections, command lines made from dataclasses


def _source_comments(cls) -> dict[str, str]:
    """{field: documentation} from the source of the class body: the comment ending a field's line, else the
    comment lines right above it (empty when the source cannot be read)."""
    try:
        source = textwrap.dedent(inspect.getsource(cls))
    except (OSError, TypeError):
        return {}
    lines = source.splitlines()
    comments = {token.start[0]: token.string.lstrip("#").strip()
                for token in tokenize.generate_tokens(io.StringIO(source).readline) if token.type == tokenize.COMMENT}
    docs = {}
    for node in ast.parse(source).body[0].body:
        if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
            continue
        if node.end_lineno in comments:
            docs[node.target.id] = comments[node.end_lineno]
            continue
        above = node.lineno - 1
        while above in comments and lines[above - 1].lstrip().startswith("#"):
            above -= 1
        docs[node.target.id] = " ".join(comments[n] for n in range(above + 1, node.lineno))
    return docs


def field_docs(cls) -> dict[str, str]:
    """Every field's one-line documentation: its comment in the source of the class that declares it, else its
    ``doc`` metadata (a mirrored field: the comment of the field it mirrors)."""
    comments: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if dataclasses.is_dataclass(klass):
            comments.update(_source_comments(klass))
    return {f.name: comments.get(f.name) or f.metadata.get("doc", "") for f in fields(cls)}


def with_optional_fields(source, exclude: tuple[str, ...] = ()):
    """Class decorator making a dataclass of the class's own fields followed by every field of the dataclass
    ``source`` not in ``exclude``, each typed ``T | None`` with default None (None: the value comes from
    elsewhere, e.g. a named size) and documented by the source field's comment. A config section that may set
    any model-config field declares none of them again."""
    docs = field_docs(source)
    hints = typing.get_type_hints(source)

    def decorate(cls):
        annotations = cls.__dict__.get("__annotations__", {})
        cls.__annotations__ = annotations
        for f in fields(source):
            if f.name in exclude or f.name in annotations:
                continue
            annotations[f.name] = hints[f.name] | None
            setattr(cls, f.name, dataclasses.field(default=None, metadata={"doc": docs[f.name],
                                                                           "mirrors": source.__name__}))
        return dataclass(cls)

    return decorate


def mirrored_values(section) -> dict:
    """The fields of a :func:`with_optional_fields` section that are set (not None), by name."""
    return {f.name: getattr(section, f.name) for f in fields(section)
            if "mirrors" in f.metadata and getattr(section, f.name) is not None}


_METAVARS = {int: "N", float: "X"}


def _argument(f: dataclasses.Field, hint, doc: str, required: bool) -> tuple[str, dict]:
    """The ``add_argument`` flag and keywords of one options field (see :func:`options_parser`)."""
    required = required or (f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)
    default = None if required else f.default
    flag = "--" + f.name.replace("_", "-")
    help_text = doc.replace("%", "%%")
    if hint is bool:
        if default:
            return "--no-" + f.name.replace("_", "-"), {"dest": f.name, "action": "store_false", "help": help_text}
        return flag, {"action": "store_true", "help": help_text}
    if default not in (None, "") and "default" not in doc:
        help_text += f" (default: {default})".replace("%", "%%")
    kwargs = {"required": required, "default": default, "help": help_text}
    optional, kind = _unwrap_optional(hint)
    if "metavar" in f.metadata or kind in _METAVARS:
        kwargs["metavar"] = f.metadata.get("metavar") or _METAVARS[kind]
    if optional:
        hint = next(a for a in typing.get_args(hint) if a is not type(None))
    args = typing.get_args(hint)
    if kind is list:
        kwargs.update(nargs="+", type=args[0])
    elif kind is tuple:
        kwargs.update(nargs=len(args), type=args[0])
    elif typing.get_origin(hint) is typing.Literal:
        kwargs.update(choices=list(args), type=type(args[0]))
    else:
        kwargs["type"] = kind
    return flag, kwargs


def options_parser(cls, prog: str, description: str) -> argparse.ArgumentParser:
    """A command line made from the options dataclass ``cls``: one ``--field-name`` per field (required when
    the field has no default), typed from its annotation (``list[str]``: one or more values, ``tuple[str, str]``:
    two, ``Literal[...]``: choices, a bool: a switch, ``--no-name`` when it defaults to true), its help the
    field's comment; ``metadata={"metavar": ...}`` names the values; the class attribute ``REQUIRED`` names
    fields with a default that the command line requires all the same. Listed: the required options, then the
    class's own, then those of its bases."""
    parser = argparse.ArgumentParser(prog=prog, description=description,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    hints, docs = typing.get_type_hints(cls), field_docs(cls)
    declared = [klass.__dict__.get("__annotations__", {}) for klass in cls.__mro__]

    required = set(getattr(cls, "REQUIRED", ()))

    def place(f: dataclasses.Field) -> tuple[bool, int]:
        optional = f.name not in required and (f.default is not dataclasses.MISSING
                                               or f.default_factory is not dataclasses.MISSING)
        return optional, next(i for i, names in enumerate(declared) if f.name in names)

    for f in sorted(fields(cls), key=place):
        flag, kwargs = _argument(f, hints[f.name], docs[f.name], f.name in required)
        parser.add_argument(flag, **kwargs)
    return parser


def sized_config(cls, sizes: dict, name: str, what: str, overrides: dict):
    """``cls`` of the named size in ``sizes`` with ``overrides`` applied, validated; an unknown size or field is one
    ValueError naming the known ones (``what``: "model", "seq2seq")."""
    if name not in sizes:
        raise ValueError(f"unknown {what} size {name!r}; known: {', '.join(sizes)}")
    known = {f.name for f in fields(cls)}
    unknown = sorted(set(overrides) - known)
    if unknown:
        raise ValueError(f"unknown {what} config field(s) {unknown}; known: {sorted(known)}")
    return cls(**{**sizes[name], **overrides}).validate()


def parse_options(cls, argv, prog: str, description: str):
    """``cls`` filled from the command line ``argv`` (:func:`options_parser`); tuple fields become tuples."""
    namespace = options_parser(cls, prog, description).parse_args(argv)
    hints = typing.get_type_hints(cls)
    values = {}
    for f in fields(cls):
        value = getattr(namespace, f.name)
        values[f.name] = tuple(value) if value is not None and _unwrap_optional(hints[f.name])[1] is tuple else value
    return cls(**values)
