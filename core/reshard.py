"""Resuming a checkpoint on another layout (data-parallel size, ZeRO stage, precision): what a checkpoint's layout
was, what the run's global batch makes of the gradient accumulation, and the engine's state through DeepSpeed's
universal checkpoint.

A checkpoint's ``complete.json`` records its ``layout`` (:func:`layout_of`). When the layout this run starts with
differs, :func:`load_engine` converts the tag in-process with DeepSpeed's ``ds_to_universal`` (rank 0, into a
hidden folder beside the tags that is removed after the load: the checkpoint itself is never written) and loads it
with ``load_universal`` — each parameter's fp32 master and optimizer moments, re-partitioned for this run's ZeRO
stage and data-parallel size; the module file (schedule, step) is DeepSpeed's own. Its converter takes Adam's two
moments by name: another optimizer's states (NAG's ``momentum_buffer``) ride in those slots and are renamed back, and
the per-parameter numbers it drops (NAG's ``lr_old``) are restored after the load.

Another tensor-parallel size: ``ds_to_universal`` merges each parameter's TP slices and ``load_universal`` cuts
them again by the patterns of a checkpoint's ``universal_checkpoint_info``, which megatron-core's layers do not
write. They follow from lm4gen's TP plan alone (``lm4gen.core.parallel.shard_dim``: a row-parallel weight is cut
along its inputs, a column-parallel or vocabulary-parallel one along its outputs, everything else is whole on
every rank), so :func:`tp_patterns` derives them from the checkpoint's parameter names and hands them to the
converter for every tag, old ones included. Where it does not serve:

* ZeRO stage 3: the converter and the two loaders expect different files (stage 3: flat tensors at TP size 1,
  the optimizer's state under ``optimizer_state_dict``, model files named ``zero_pp_rank_0_mp_rank_XX``, module
  entries that are empty placeholders; stages 1-2: shaped tensors, the global state at the top with its
  ``ds_version``, ``mp_rank_XX`` files with the weights), so :func:`_for_stage` rewrites the universal folder for
  the stage this run loads with; the stage-3 loader reads Adam's two slots by name and sets a ``step`` (NAG has
  none): :func:`_after_stage3_load` puts the optimizer's own state names back. The converter's stage-3 TP merge
  reads the same patterns (:func:`_convert` gives them to it); DeepSpeed's stage-3 loader cuts a universal tensor
  along the data-parallel ranks alone (it slices for TP only its own AutoTP layers, not megatron-core's), so at
  tensor-parallel size > 1 each TP rank loads a folder of its own slices (:func:`_split_for_tp`);
* ZeRO stage 0 without 16-bit masters: its optimizer state is not partitioned, DeepSpeed's own load reads it at
  any data-parallel size (no conversion needed). Between stage 0 and a ZeRO stage neither tool serves: the converter
  reads ZeRO partition files (stage 0 writes the torch optimizer's state inside each TP rank's model-states file)
  and the universal loader lives in ZeRO's and the bf16 optimizer's classes. lm4gen writes the universal folder of
  a stage-0 tag itself (:func:`_stage0_universal`: TP slices joined by :func:`lm4gen.core.parallel.shard_dim`, the
  converter's layout), and loads one into a stage-0 run itself (:func:`_load_stage0`: weights and optimizer state
  cut for this TP rank, DeepSpeed's load for the schedule and the client state); also between two stage-0 runs
  of other TP sizes or precisions. With fp16 or bf16 at stage 0 DeepSpeed's 16-bit optimizer keeps fp32 masters
  beside the optimizer's state: they are read, and set, in place of the module's weights; its fused form (apex's
  FusedAdam: ``FP16_Optimizer``) keeps each group's masters and optimizer states as one flat tensor, which is cut
  into the parameters' (:func:`_per_parameter`) and joined again (:func:`_load_stage0`);
* fp16's dynamic loss scale (the scale, its iteration and last overflow): the ZeRO loaders take it from the
  universal folder's ``optimizer_state.pt``; to or from stage 0 lm4gen carries it (:func:`_loss_scale`).

The data order and the number of samples per update are the loader's and the run's: the global batch (micro-batches
per update over all ranks, ``grad_accum x dp``) is kept (:func:`accumulation_for`), the loader continues the global
sample sequence (``lm4gen.data_prep.stream``).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import glob
import io
import os
import re
import shutil

import torch
import torch.distributed as dist

from lm4gen.core.files import InputError, read_json
from lm4gen.core.parallel import shard_dim, tensor_parallel_rank

COMPLETE = "complete.json"


def layout_of(engine, sizes) -> dict:
    """The layout a checkpoint of ``engine`` is written in."""
    precision = "bf16" if engine.bfloat16_enabled() else "fp16" if engine.fp16_enabled() else "fp32"
    layout = {"dp": sizes.data, "tp": sizes.tensor, "zero": int(engine.zero_optimization_stage()),
              "precision": precision, "grad_accum": int(engine.gradient_accumulation_steps())}
    if hasattr(engine.optimizer, "fp32_groups_flat"):  # stage 0's fused 16-bit optimizer: flat masters per group
        layout["flat_masters"] = True
    return layout


def describe(layout: dict) -> str:
    return f"dp={layout['dp']} tp={layout['tp']} ZeRO-{layout['zero']}"


def saved_layout(tag: str) -> dict | None:
    """The layout recorded in ``tag``'s ``complete.json`` (None for a tag written before it was recorded)."""
    try:
        return read_json(os.path.join(tag, COMPLETE), "checkpoint marker").get("layout")
    except InputError:
        return None


def accumulation_for(saved: dict, dp: int, configured: int) -> int:
    """Micro-batches per update on each of ``dp`` ranks that keep the checkpoint's global batch (``configured`` when
    the data-parallel size did not change); a size that cannot keep it is one ValueError."""
    if saved is None or saved["dp"] == dp:
        return configured
    micro_batches = saved["grad_accum"] * saved["dp"]
    if micro_batches % dp:
        raise ValueError(f"cannot resume on {dp} data-parallel ranks: the run's global batch of {micro_batches} "
                         f"micro-batches (train.grad_accum {saved['grad_accum']} x {saved['dp']} ranks) does not "
                         f"divide by {dp}")
    return micro_batches // dp


def change(saved: dict | None, current: dict) -> str | None:
    """``resuming a dp=2 tp=1 ZeRO-2 checkpoint as dp=1 tp=1 ZeRO-2`` (with the precision where it changed), or
    None when the layout is the same (or unrecorded)."""
    keys = ("dp", "tp", "zero", "precision")
    if saved is None or (all(saved[k] == current[k] for k in keys) and _flat(saved) == _flat(current)):
        return None
    old, new = describe(saved), describe(current)
    if saved["precision"] != current["precision"] or _flat(saved) != _flat(current):
        old, new = (f"{side} {layout['precision']}{' (fused)' if _flat(layout) else ''}"
                    for side, layout in ((old, saved), (new, current)))
    return f"resuming a {old} checkpoint as {new}"


def _flat(layout: dict) -> bool:
    """Whether a stage-0 16-bit optimizer keeps each group's fp32 masters flat (``FP16_Optimizer``, a fused
    optimizer's: apex's FusedAdam)."""
    return bool(layout.get("flat_masters"))


def needs_universal(saved: dict, current: dict) -> bool:
    """Whether DeepSpeed's own load cannot read the tag in this layout (it reads stage 0 at any data-parallel size:
    its optimizer state is not partitioned)."""
    return not (saved["zero"] == current["zero"] == 0 and saved["precision"] == current["precision"]
                and saved["tp"] == current["tp"] and _flat(saved) == _flat(current))


# DeepSpeed's converter moves Adam's two moments by name at every step (extract, merge across TP, save); another
# optimizer's state (NAG's momentum_buffer) rides in those two slots and is renamed back in the universal folder
_SLOTS = ("exp_avg", "exp_avg_sq")


def _extract_into_adam_slots(slots: dict, directory, ds_checkpoint, indices_3d) -> None:
    """``ds_to_universal.extract_zero_shards`` for any optimizer of at most two flat states per parameter: the
    state named ``k`` is written as ``slots[k]`` (an empty slot holds zeros; :func:`_rename_slots` undoes it)."""
    from deepspeed.checkpoint import ds_to_universal as u

    pp_index, tp_index, dp_index = indices_3d
    optim = ds_checkpoint.get_zero_checkpoint_state(pp_index=pp_index, tp_index=tp_index,
                                                    dp_index=dp_index)[u.OPTIMIZER_STATE_DICT]
    states, fp32_groups = optim[u.BASE_OPTIMIZER_STATE]["state"], optim[u.SINGLE_PARTITION_OF_FP32_GROUPS]
    for group, fp32 in enumerate(fp32_groups):
        state = states.get(group, {})
        flat = {slot: state.get(name, torch.zeros_like(fp32)) for name, slot in slots.items()}
        flat.update({slot: torch.zeros_like(fp32) for slot in _SLOTS if slot not in flat})
        flat["fp32"] = fp32
        if "step" in state:
            flat["step"] = state["step"]
        for name, fragment in optim[u.PARAM_SLICE_MAPPINGS][group].items():
            for key, value in flat.items():
                u.dump_param_fragment(directory, tp_index, dp_index, key, value, name, fragment.start,
                                      fragment.numel)


def _first_partition(tag: str) -> tuple[dict, dict]:
    """The tag's first ZeRO partition file: its base optimizer's ``{group: {state name: value}}`` (ZeRO-1/2 keep
    it under ``base_optimizer_state``, ZeRO-3 under ``optimizer_state_dict``) and its loss scale
    (:func:`_loss_scale`)."""
    files = sorted(glob.glob(os.path.join(tag, "*zero_pp_rank_0_*optim_states.pt")))
    if not files:
        raise InputError(f"{tag}: no ZeRO optimizer partition file to convert")
    from deepspeed.checkpoint import constants as c

    optim = torch.load(files[0], map_location="cpu", weights_only=False)[c.OPTIMIZER_STATE_DICT]
    state = (optim.get(c.BASE_OPTIMIZER_STATE) or optim.get(c.OPTIMIZER_STATE_DICT) or {}).get("state", {})
    return state, _loss_scale(optim.get(c.LOSS_SCALER))


# a dynamic loss scale's state: the scale, the iteration it counts its window from, and (ZeRO's) hysteresis
_SCALE = ("cur_scale", "cur_iter", "last_overflow_iter", "cur_hysteresis")


def _loss_scale(source) -> dict:
    """The loss scale's state in ``source``: ZeRO's scaler object, or the dict a stage-0 16-bit optimizer saves
    (``{}``: none)."""
    values = source if isinstance(source, dict) else vars(source) if source is not None else {}
    return {k: values[k] for k in _SCALE if isinstance(values.get(k), (int, float))}


def _restore_loss_scale(engine, scale: dict) -> None:
    """:func:`_loss_scale` into this run's optimizer (ZeRO's scaler, or a stage-0 16-bit optimizer's settings)."""
    opt = engine.optimizer
    holder = getattr(opt, "loss_scaler", None) or getattr(opt, "loss_scale_config", None)
    for key, value in scale.items():
        if hasattr(holder, key):
            setattr(holder, key, value)


def _optimizer_slots(tag: str, saved: dict) -> dict:
    """``{optimizer state name: Adam slot}`` of the tag's ZeRO optimizer (``saved``: its first partition's state)."""
    names = sorted({k for group in saved.values() for k, v in group.items()
                    if torch.is_tensor(v) and k != "step"})
    if set(names) <= set(_SLOTS):
        return {name: name for name in names}
    if len(names) > len(_SLOTS):
        raise InputError(f"{tag}: the optimizer keeps {len(names)} states per parameter ({', '.join(names)}); "
                         "DeepSpeed's universal checkpoint moves two")
    return dict(zip(names, _SLOTS))


def _optimizer_groups(engine) -> tuple[torch.optim.Optimizer, list[list[tuple[torch.Tensor, list[str]]]]]:
    """The base optimizer and, per group, the tensors its state is keyed by with the names of the module parameters
    each holds, in the order a torch optimizer's state dict numbers the parameters: a flat fp32 partition per
    sub-group (ZeRO-3, whose groups hold them only during a step), a group's one flat fp32 partition (ZeRO-1/2, the
    bf16 optimizer), and at stage 0 the parameter itself (fp32), its fp32 master (16-bit) or the group's flat
    master (the fused 16-bit optimizer)."""
    names = {id(p): n for n, p in engine.module.named_parameters()}
    opt = engine.optimizer
    base = getattr(opt, "optimizer", opt)
    named = lambda params: [names[id(p)] for p in params]  # noqa: E731
    flats = getattr(opt, "fp32_partitioned_groups_flat", None)
    if flats is not None:
        owner = opt.sub_group_to_group_id
        return base, [[(flat, named(opt.fp16_groups[i])) for i, flat in enumerate(flats) if owner[i] == g]
                      for g in range(len(base.param_groups))]
    halves = getattr(opt, "bit16_groups", None) or getattr(opt, "bf16_groups", None)
    if halves is not None:
        return base, [[(group["params"][0], named(half))] for group, half in zip(base.param_groups, halves)]
    halves = getattr(opt, "fp16_groups", None)
    if halves is None:
        return base, [[(p, named([p])) for p in group["params"]] for group in base.param_groups]
    masters = getattr(opt, "fp32_groups_flat", None) or opt.fp32_groups
    return base, [[(full, named(half))] if torch.is_tensor(full) else
                  [(p32, named([p16])) for p16, p32 in zip(half, full)] for half, full in zip(halves, masters)]


def _optimizer_params(engine) -> tuple[torch.optim.Optimizer, list[list[torch.Tensor]]]:
    """The base optimizer and the tensors its state is keyed by, per group (:func:`_optimizer_groups`)."""
    base, groups = _optimizer_groups(engine)
    return base, [[key for key, _ in group] for group in groups]


def _scalar_states(saved: dict) -> dict:
    """The optimizer's per-parameter numbers that are not tensors (NAG's ``lr_old``, the previous rate its momentum
    correction divides by), which the universal format does not carry: ``{group: {name: number}}`` of the first
    partition's state ``saved`` (the same for every parameter of a group)."""
    return {i: {k: v for k, v in group.items() if k != "step" and isinstance(v, (int, float))}
            for i, group in saved.items()}


def _restore_scalar_states(engine, numbers: dict) -> None:
    """:func:`_scalar_states` back into every parameter's state of their group."""
    base, params = _optimizer_params(engine)
    for i, group_params in enumerate(params):
        for param in group_params:
            base.state[param].update(numbers.get(i, {}))


def _after_stage3_load(engine, slots: dict, stepped: bool) -> None:
    """DeepSpeed's stage-3 universal loader stores the two Adam slots under Adam's names and sets a ``step``: the
    optimizer's own names back (NAG's ``momentum_buffer``), the unused slot and a ``step`` it never had dropped."""
    base, params = _optimizer_params(engine)
    for param in (p for group in params for p in group):
        state = base.state[param]
        for name, slot in slots.items():
            if name != slot:
                state[name] = state.pop(slot)
        for slot in set(_SLOTS) - set(slots.values()):
            state.pop(slot, None)
        if not stepped:
            state.pop("step", None)


def _rename_slots(folder: str, slots: dict) -> None:
    """In a universal ``zero/`` folder: each slot's file back to its optimizer state's name; unused slots removed."""
    for param in os.listdir(folder):
        directory = os.path.join(folder, param)
        if not os.path.isdir(directory):
            continue
        for name, slot in slots.items():
            if name != slot:
                os.replace(os.path.join(directory, f"{slot}.pt"), os.path.join(directory, f"{name}.pt"))
        for slot in set(_SLOTS) - set(slots):
            with contextlib.suppress(FileNotFoundError):
                os.remove(os.path.join(directory, f"{slot}.pt"))


def tp_patterns(names) -> dict:
    """DeepSpeed's ``universal_checkpoint_info`` for parameters ``names`` of an lm4gen model: the row-parallel
    weights (TP slices joined along dimension 1) and the parameters every TP rank holds whole; the rest (column- and
    vocabulary-parallel) join along dimension 0, the converter's default. One exact pattern per name, so the
    converter's strict check (every pattern used) holds."""
    from deepspeed.checkpoint import constants as c

    row = [f"{re.escape(n)}$" for n in names if shard_dim(n) == 1]
    whole = [f"{re.escape(n)}$" for n in names if shard_dim(n) is None]
    return {c.UNIVERSAL_CHECKPOINT_VERSION_KEY: c.UNIVERSAL_CHECKPOINT_VERSION_VALUE,
            c.PARAMETER_WITH_ROW_PARALLELISM_PATTERNS: row, c.TP_REPLICATED_PARAMETER_PATTERNS: whole}


def _model_states_file(tag: str) -> str:
    """The tag's first model-states file (``mp_rank_00_...`` at ZeRO 0-2, ``zero_pp_rank_0_mp_rank_00_...`` at 3)."""
    files = sorted(glob.glob(os.path.join(tag, "mp_rank_*_model_states.pt"))) or \
        sorted(glob.glob(os.path.join(tag, "zero_pp_rank_0_mp_rank_*_model_states.pt")))
    if not files:
        raise InputError(f"{tag}: no model states file (mp_rank_*_model_states.pt) to convert")
    return files[0]


def _parameter_shapes(tag: str) -> dict[str, torch.Size]:
    """The shapes of the parameters the tag's optimizer holds (its first model-states file's ``param_shapes``)."""
    from deepspeed.checkpoint import constants as c

    groups = torch.load(_model_states_file(tag), map_location="cpu", weights_only=False).get(c.PARAM_SHAPES) or []
    return {name: shape for group in (groups if isinstance(groups, list) else [groups])
            for name, shape in group.items()}


class _TorchForConverter:
    """``torch`` as ``ds_to_universal`` sees it while lm4gen converts: its ``load`` drops the entries of a model
    states file's ``module`` that are not tensors (megatron-core's layers keep an ``_extra_state`` of None in their
    state dict, and the converter's copy of "parameters without optimizer state" calls ``.float()`` on every entry:
    DeepSpeed 0.19.8, AttributeError on the first TP checkpoint), and puts a ZeRO-3 partition's optimizer states in
    Adam's slots (the stage-3 extractor reads ``exp_avg`` and ``exp_avg_sq`` by name). Everything else is torch."""

    def __init__(self, slots: dict):
        self.slots = slots

    def __getattr__(self, name):
        return getattr(torch, name)

    def load(self, *args, **kwargs):
        from deepspeed.checkpoint import constants as c

        state = torch.load(*args, **kwargs)
        if not isinstance(state, dict):
            return state
        if isinstance(state.get("module"), dict):
            state["module"] = {k: v for k, v in state["module"].items() if torch.is_tensor(v)}
        optim = state.get(c.OPTIMIZER_STATE_DICT)
        if isinstance(optim, dict) and "fp32_flat_groups" in optim:  # a ZeRO-3 partition
            states = optim[c.OPTIMIZER_STATE_DICT]["state"]
            for group, flat in enumerate(optim["fp32_flat_groups"]):
                group_state = states.setdefault(group, {})
                for name, slot in self.slots.items():
                    group_state[slot] = group_state.pop(name)
                for slot in _SLOTS:
                    group_state.setdefault(slot, torch.zeros_like(flat))
        return state


def _convert(tag: str, target: str, slots: dict) -> None:
    """``ds_to_universal`` of ``tag`` into ``target`` (its progress prints kept out of the run's output), with the
    TP patterns of :func:`tp_patterns` and every optimizer's states in Adam's slots."""
    from deepspeed.checkpoint import ds_to_universal
    from deepspeed.checkpoint.constants import UNIVERSAL_CHECKPOINT_INFO

    info = tp_patterns(list(_parameter_shapes(tag)))
    args = argparse.Namespace(input_folder=tag, output_folder=target, num_extract_workers=1, num_merge_workers=1,
                              keep_temp_folder=False, strict=True, inject_missing_state=True)
    patched = {"extract_zero_shards": functools.partial(_extract_into_adam_slots, slots),
               "_inject_missing_state": lambda ds: ds.global_state.__setitem__(UNIVERSAL_CHECKPOINT_INFO, info),
               "_load_universal_checkpoint_info_stage3": lambda files: info,  # its TP merge reads the patterns
               "torch": _TorchForConverter(slots)}
    plain = {name: getattr(ds_to_universal, name) for name in patched}
    for name, value in patched.items():
        setattr(ds_to_universal, name, value)
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            ds_to_universal.main(args)
    finally:
        for name, value in plain.items():
            setattr(ds_to_universal, name, value)


def _for_stage(target: str, tag: str, saved: dict, current: dict, slots: dict, step, shapes: dict) -> None:
    """Rewrite the universal folder ``target`` (of ``tag``, saved in layout ``saved``) into what this run's ZeRO
    stage loads (module doc): each state a shaped tensor under ``param`` (with the dimension its TP slices join
    along) and its ``step``, one ``optimizer_state.pt`` both loaders read, at stages 0-2 the optimizer's own state
    names; to or from stage 3, the model-states files under the stage's names, one per TP rank of this run, with
    the weights (1-2) or empty placeholders (3). ``step``: the optimizer's (None: it keeps none); ``shapes``: the
    parameters' in the tag. Between stages 0-2 the folder is already theirs but for the names."""
    from deepspeed.checkpoint import constants as c

    zero = os.path.join(target, "zero")
    if saved["zero"] == 3:  # the stage-3 merge: flat tensors at TP size 1 (its TP merge shapes them), no step
        for name, shape in shapes.items():
            for state in ("fp32", *_SLOTS):
                path = os.path.join(zero, name, f"{state}.pt")
                value = torch.load(path, map_location="cpu", weights_only=False)
                value = value[c.PARAM] if isinstance(value, dict) else value.view(shape)
                torch.save({c.PARAM: value, c.CAT_DIM: shard_dim(name) or 0}, path)
            if step is not None:
                torch.save(step, os.path.join(zero, name, "step.pt"))
    if current["zero"] < 3:
        _rename_slots(zero, slots)
    if 3 not in (saved["zero"], current["zero"]):
        return
    optim_path = os.path.join(zero, "optimizer_state.pt")
    optim = torch.load(optim_path, map_location="cpu", weights_only=False)
    inner = optim.pop(c.OPTIMIZER_STATE_DICT, None)  # written from a ZeRO-3 partition: its whole state
    optim.pop("fp32_flat_groups", None)
    groups = optim.get(c.PARAM_GROUPS) or inner[c.PARAM_GROUPS]
    module_states = torch.load(_model_states_file(tag), map_location="cpu", weights_only=False)
    optim.update({c.PARAM_GROUPS: groups, c.DS_VERSION: optim.get(c.DS_VERSION) or module_states[c.DS_VERSION],
                  c.OPTIMIZER_STATE_DICT: {"state": {0: {"step": 0 if step is None else step}},
                                           c.PARAM_GROUPS: groups}})
    torch.save(optim, optim_path)
    if saved["zero"] != current["zero"] and current["zero"] > 0:
        _model_states_for_stage(target, module_states, list(shapes), current)


def _model_states_for_stage(target: str, module_states: dict, names: list[str], current: dict) -> None:
    """The model-states files as ZeRO stage ``current["zero"]`` reads them, one per TP rank of this run: named
    ``zero_pp_rank_0_mp_rank_XX`` with empty placeholders for the parameters (3) or ``mp_rank_XX`` with the
    weights (1-2, cut from the universal fp32 masters: the optimizer's load writes the same values again)."""
    from deepspeed.checkpoint import constants as c

    zero = os.path.join(target, "zero")
    for path in glob.glob(os.path.join(target, "*model_states.pt")):
        os.remove(path)
    module, stage, tp = module_states["module"], current["zero"], current["tp"]
    module_states.update(optimizer=None, mp_world_size=tp)  # a stage-0 tag's optimizer state is in zero/ now
    modules = [dict(module) for _ in range(tp)]
    for name in names:  # each master read once, cut for every TP rank
        if stage == 3:
            cuts = [torch.empty(0, dtype=module[name].dtype)] * tp
        else:
            full = torch.load(os.path.join(zero, name, "fp32.pt"), weights_only=False)[c.PARAM]
            cuts = [_cut(name, full, tp, rank).to(module[name].dtype) for rank in range(tp)]
        for rank_module, cut in zip(modules, cuts):
            rank_module[name] = cut
    prefix = "zero_pp_rank_0_" if stage == 3 else ""
    for rank, rank_module in enumerate(modules):
        torch.save({**module_states, "module": rank_module},
                   os.path.join(target, f"{prefix}mp_rank_{rank:02d}_model_states.pt"))


def _split_for_tp(target: str, tp: int) -> None:
    """ZeRO stage 3 at tensor-parallel size ``tp`` > 1: DeepSpeed's stage-3 loader cuts a universal tensor along
    the data-parallel ranks only, so each TP rank gets a hidden folder of its own (``.universal-<tag>-tp<r>``)
    whose tensors are its TP slices already (:func:`lm4gen.core.parallel.shard_dim`), each full tensor read once;
    ``target``'s folder is removed."""
    from deepspeed.checkpoint import constants as c

    hidden, name = os.path.split(target)
    copies = [os.path.join(f"{hidden}-tp{rank}", name) for rank in range(tp)]
    for root, _, files in os.walk(target):
        relative = os.path.relpath(root, target)
        param = relative.split(os.sep)[1] if relative.startswith("zero" + os.sep) else None
        for file in files:
            value = torch.load(os.path.join(root, file), map_location="cpu", weights_only=False) if param else None
            for rank, copy in enumerate(copies):
                os.makedirs(os.path.join(copy, relative), exist_ok=True)
                path = os.path.join(copy, relative, file)
                if isinstance(value, dict) and c.PARAM in value:
                    torch.save({**value, c.PARAM: _cut(param, value[c.PARAM], tp, rank).clone()}, path)
                else:
                    shutil.copy2(os.path.join(root, file), path)
    shutil.rmtree(hidden)


def _group_names(engine) -> list[list[str]]:
    """The names of the parameters in each of the optimizer's groups, in the order a torch optimizer's state dict
    numbers them (:func:`_optimizer_groups`)."""
    return [[n for _, held in group for n in held] for group in _optimizer_groups(engine)[1]]


def _join(name: str, parts: list[torch.Tensor]) -> torch.Tensor:
    """A parameter's (or state's) full tensor from its TP ranks' slices (:func:`lm4gen.core.parallel.shard_dim`)."""
    dim = shard_dim(name)
    return parts[0] if dim is None or len(parts) == 1 else torch.cat(parts, dim=dim)


def _cut(name: str, full: torch.Tensor, tp_size: int, rank: int | None = None) -> torch.Tensor:
    """TP rank ``rank``'s (this rank's) slice of a parameter's (or state's) full tensor."""
    dim = shard_dim(name)
    if dim is None or tp_size == 1:
        return full
    return full.chunk(tp_size, dim=dim)[tensor_parallel_rank() if rank is None else rank].contiguous()


def _stage0_universal(engine, tag: str, target: str) -> tuple[dict, dict, dict]:
    """The universal folder of a stage-0 tag, as the converter writes one from ZeRO-1/2 (module doc): each
    parameter's fp32 weight (a 16-bit optimizer's master) and optimizer states joined over the TP ranks'
    model-states files, its ``step``, the global ``optimizer_state.pt`` and the model-states files (their
    metadata: schedule, steps, client state). Returns the saved state per group (:func:`_first_partition`'s
    form), the parameters' full shapes and the loss scale (:func:`_loss_scale`)."""
    from deepspeed.checkpoint import constants as c

    files = sorted(glob.glob(os.path.join(tag, "mp_rank_*_model_states.pt")))
    states = [torch.load(f, map_location="cpu", weights_only=False) for f in files]
    names = _group_names(engine)
    # with 16-bit weights: the masters beside the optimizer's state (a fused optimizer's cut per parameter)
    wrapped = [_per_parameter(s.get("optimizer") or {}, names, s["module"]) for s in states]
    masters = [w.get("fp32_groups") for w in wrapped]
    optims = [w.get(c.OPTIMIZER_STATE_DICT, w) for w in wrapped]
    if not files or not all("state" in o for o in optims):
        raise InputError(f"{tag}: no stage-0 model states file with the optimizer's state to convert")
    groups = optims[0][c.PARAM_GROUPS]
    if [len(g["params"]) for g in groups] != [len(g) for g in names]:
        raise InputError(f"{tag}: the optimizer's groups hold {[len(g['params']) for g in groups]} parameters, "
                         f"this run's {[len(g) for g in names]}")
    per_group = {g: optims[0]["state"][group["params"][0]] for g, group in enumerate(groups)}
    slots, shapes, zero = _optimizer_slots(tag, per_group), {}, os.path.join(target, "zero")
    for g, (group, group_names) in enumerate(zip(groups, names)):
        for i, (index, name) in enumerate(zip(group["params"], group_names)):
            saved = [o["state"][index] for o in optims]
            weights = [m[g][i] if m else s["module"][name] for m, s in zip(masters, states)]
            full = {"fp32": _join(name, weights).float()}
            full.update({slot: _join(name, [s[state] for s in saved]) for state, slot in slots.items()})
            full.update({slot: torch.zeros_like(full["fp32"]) for slot in _SLOTS if slot not in full})
            shapes[name] = full["fp32"].shape
            os.makedirs(os.path.join(zero, name))
            for key, value in full.items():
                torch.save({c.PARAM: value, c.CAT_DIM: shard_dim(name) or 0}, os.path.join(zero, name, f"{key}.pt"))
            if "step" in saved[0]:
                torch.save(saved[0]["step"], os.path.join(zero, name, "step.pt"))
    torch.save({c.DS_VERSION: states[0][c.DS_VERSION], c.PARAM_GROUPS: groups},
               os.path.join(zero, "optimizer_state.pt"))
    for path, state in zip(files, states):
        torch.save({**state, "module": {}, "optimizer": None}, os.path.join(target, os.path.basename(path)))
    return per_group, shapes, _loss_scale(wrapped[0])


def _per_parameter(wrapped: dict, names: list[list[str]], module: dict) -> dict:
    """A stage-0 16-bit optimizer's saved state with its masters and optimizer states per parameter: as saved
    by ``FP16_UnfusedOptimizer``; ``FP16_Optimizer`` (a fused optimizer's) keeps one flat fp32 master and one flat
    tensor per state for each group, cut here into the group's parameters (``names``, their shapes those of the
    TP rank's ``module``), numbered as an unfused optimizer numbers them."""
    from deepspeed.checkpoint import constants as c

    if "fp32_groups_flat" not in wrapped:
        return wrapped
    optim = wrapped[c.OPTIMIZER_STATE_DICT]
    masters, state, groups, index = [], {}, [], 0
    for flat, group, group_names in zip(wrapped["fp32_groups_flat"], optim[c.PARAM_GROUPS], names):
        shapes = [module[n].shape for n in group_names]

        def cut(t, shapes=shapes, flat=flat):  # a group's flat tensor into its parameters' (others stay whole)
            if not (torch.is_tensor(t) and t.numel() == flat.numel() and t.dim() == 1):
                return [t] * len(shapes)
            return [p.view(shape) for p, shape in zip(t.split([shape.numel() for shape in shapes]), shapes)]

        masters.append(cut(flat))
        pieces = {k: cut(v) for k, v in optim["state"].get(group["params"][0], {}).items()}
        numbers = list(range(index, index + len(shapes)))
        state.update({i: {k: v[j] for k, v in pieces.items()} for j, i in enumerate(numbers)})
        groups.append({**group, "params": numbers})
        index += len(shapes)
    return {**wrapped, "fp32_groups": masters, c.OPTIMIZER_STATE_DICT: {"state": state, c.PARAM_GROUPS: groups}}


def _universal_folder(engine, tag: str, target: str, saved: dict, current: dict) -> tuple[dict, object, dict, dict]:
    """Rank 0: ``tag`` (saved in layout ``saved``) as a universal folder this run's stage loads. Returns the
    optimizer's ``{state name: Adam slot}``, its step (None: it keeps none), its per-group scalar states and the
    loss scale (:func:`_loss_scale`)."""
    if saved["zero"] == 0:
        state, shapes, scale = _stage0_universal(engine, tag, target)
    else:
        state, scale = _first_partition(tag)
        shapes = _parameter_shapes(tag) if 3 in (saved["zero"], current["zero"]) else {}
    slots = _optimizer_slots(tag, state)
    if saved["zero"] > 0:
        _convert(tag, target, slots)
    step = next((group["step"] for group in state.values() if "step" in group), None)
    _for_stage(target, tag, saved, current, slots, step, shapes)
    if current["zero"] == 0:  # one metadata file per TP rank of this run (the weights come from zero/)
        files = glob.glob(os.path.join(target, "*model_states.pt"))
        meta = {**torch.load(files[0], map_location="cpu", weights_only=False), "module": {}, "optimizer": None,
                "mp_world_size": current["tp"]}  # DeepSpeed's loader checks it against the number of files
        for path in files:
            os.remove(path)
        for rank in range(current["tp"]):
            torch.save(meta, os.path.join(target, f"mp_rank_{rank:02d}_model_states.pt"))
    if current["zero"] == 3 and current["tp"] > 1:
        _split_for_tp(target, current["tp"])
    return slots, step, _scalar_states(state), scale


def _load_stage0(engine, folder: str, name: str, tp_size: int):
    """A universal folder into a stage-0 run: DeepSpeed's load for the schedule, steps and client state, the
    weights and the optimizer's state (their own names, :func:`_for_stage`) cut for this TP rank and its groups'
    hyperparameters (the current rate) here. A 16-bit optimizer's fp32 masters (a fused one's: each group's
    parameters joined into its flat tensor) are read once and the module's 16-bit weights copied from them."""
    from deepspeed.checkpoint import constants as c

    zero = os.path.join(folder, name, "zero")

    def state(n, key):  # this TP rank's slice of a parameter's saved state (its step as it is)
        value = torch.load(os.path.join(zero, n, f"{key}.pt"), map_location="cpu", weights_only=False)
        return value if key == "step" else _cut(n, value[c.PARAM], tp_size).clone()

    halves = getattr(engine.optimizer, "fp16_groups", None)  # a 16-bit optimizer: fp32 masters beside the weights

    def weights(src, dst):  # DeepSpeed's module load: the masters (16-bit: below), not the metadata file's module
        if halves is None:
            with torch.no_grad():
                for n, p in dst.named_parameters():
                    p.copy_(state(n, "fp32"))

    loaded = engine.load_checkpoint(folder, tag=name, load_optimizer_states=False, load_lr_scheduler_states=True,
                                    custom_load_fn=weights)
    base, groups = _optimizer_groups(engine)
    saved_groups = torch.load(os.path.join(zero, "optimizer_state.pt"), weights_only=False)[c.PARAM_GROUPS]
    for group, saved in zip(base.param_groups, saved_groups):  # the rates the schedule set (it sets them after a step)
        group.update({k: v for k, v in saved.items() if k != "params"})
    module = dict(engine.module.named_parameters())
    for param, owned in (pair for group in groups for pair in group):
        keys = [f[:-3] for f in os.listdir(os.path.join(zero, owned[0]))
                if f.endswith(".pt") and (f != "fp32.pt" or halves is not None)]
        values = {k: [state(n, k) for n in owned] for k in keys}
        joined = {k: v[0] if k == "step" else torch.cat([x.reshape(-1) for x in v]).view_as(param)
                  for k, v in values.items()}
        if halves is not None:  # the fp32 master (or a group's), and the module's 16-bit weights from it
            with torch.no_grad():
                param.copy_(joined.pop("fp32"))
                for n, piece in zip(owned, param.reshape(-1).split([module[n].numel() for n in owned])):
                    module[n].copy_(piece.view_as(module[n]))
        base.state[param] = joined
    return loaded


def _remove_hidden(hidden: str) -> None:
    """The universal folder of a load and its per-TP-rank copies (:func:`_split_for_tp`)."""
    for folder in [hidden, *glob.glob(f"{glob.escape(hidden)}-tp*")]:
        shutil.rmtree(folder, ignore_errors=True)


def load_engine(engine, tag: str, saved: dict, current: dict):
    """``engine.load_checkpoint`` of ``tag`` written in layout ``saved`` into this run's ``current`` one (a
    collective); DeepSpeed's ``(load path, client state)``."""
    ckpt_dir, name = os.path.split(tag.rstrip("/"))
    if change(saved, current) is None or not needs_universal(saved, current):  # same layout: DeepSpeed's own load
        return engine.load_checkpoint(ckpt_dir, tag=name, load_optimizer_states=True, load_lr_scheduler_states=True)
    hidden = os.path.join(ckpt_dir, f".universal-{name}")
    rank = dist.get_rank()
    failed = None
    slots, stepped, numbers, scale = {}, False, {}, {}
    if rank == 0:  # the only rank that reads the tag's optimizer files; the others get what they need from it
        _remove_hidden(hidden)
        try:
            slots, step, numbers, scale = _universal_folder(engine, tag, os.path.join(hidden, name), saved,
                                                            current)
            stepped = step is not None
        except Exception as e:  # every rank must leave the barrier: the error is raised on each below
            failed = f"{type(e).__name__}: {e}"
    shared = [failed, slots, stepped, numbers, scale]
    if dist.get_world_size() > 1:
        dist.broadcast_object_list(shared, src=0)
    failed, slots, stepped, numbers, scale = shared
    if failed:
        _remove_hidden(hidden)
        raise InputError(f"cannot resume {tag} as {describe(current)}: the universal conversion failed "
                         f"({failed.splitlines()[0][:200]})")
    config = engine._config
    config.load_universal_checkpoint = current["zero"] > 0
    split = current["zero"] == 3 and current["tp"] > 1  # a folder per TP rank (_split_for_tp)
    try:
        if current["zero"] == 0:
            loaded = _load_stage0(engine, hidden, name, current["tp"])
        else:
            folder = f"{hidden}-tp{tensor_parallel_rank()}" if split else hidden
            loaded = engine.load_checkpoint(folder, tag=name, load_optimizer_states=True,
                                            load_lr_scheduler_states=True)
        if current["zero"] == 3:
            _after_stage3_load(engine, slots, stepped)
        _restore_scalar_states(engine, numbers)
        if saved["precision"] == current["precision"] == "fp16":  # (from fp32 or bf16: the configured first scale)
            _restore_loss_scale(engine, scale)
        return loaded
    finally:
        config.load_universal_checkpoint = False  # later saves and rewinds are ordinary checkpoints
        dist.barrier()
        if rank == 0:
            _remove_hidden(hidden)
