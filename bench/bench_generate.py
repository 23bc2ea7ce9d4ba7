"""Text generation from the causal LM: lm4gen.pretrain.generate with and without its KV cache vs transformers'
generate().

    python bench/bench_generate.py [--threads 0] [--repeats 3] [--json reports/generate/bench_generate.json]
    python bench/bench_generate.py --quick --json /tmp/bench_generate.json          # tiny sizes: a smoke check

One process, the CPU in fp32 (or ``--device cuda``). One random-init causal LM
(``--dim``/``--ffn``/``--heads``/``--layers``, ``--vocab``; default the ``small`` size:
512/2048/8 heads/6 layers, 8K vocabulary) is written as a ``lm4gen.models.export`` file and
exported with ``lm4gen.pretrain.hf_export``; transformers loads that directory
(``GPT2LMHeadModel``, attention ``sdpa``): the same weights on both sides.

For each batch size (``--batches``, default 1 and 8 prompts of ``--prompt-len`` random
tokens after ``</s>``) and each mode — greedy, and sampling (temperature 0.8, top-k 50,
top-p 0.9) — three systems generate exactly ``--new-tokens`` tokens per prompt
(``min_new_tokens = max_new_tokens``, so ``</s>`` cannot end a row early; ``<pad>`` and
``<s>`` suppressed on both sides):

* ``ours (KV cache)`` — :func:`lm4gen.pretrain.generate.generate`, the prompt once, then one
  token per step through ``CausalLM.new_cache``;
* ``ours (no cache)`` — the same with ``use_cache=False`` (the whole sequence each step);
* ``HF generate()`` — ``model.generate(..., use_cache=True)`` on the export.

Greedy outputs of the three are checked to be the same tokens. tokens/s = prompts x
new tokens / seconds of the whole call (prompt included). ``--warmup`` untimed rounds,
then the median of ``--repeats`` rounds; within a round the systems run in turn, so a
change of the machine's load hits all alike. The load average at start and end is
recorded. Goal (issue 22): ours with the cache >= 1.2x HF, per batch size and mode.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import sys
import tempfile
import time

from common import table, write_result

import torch

from lm4gen.data_prep.bpe import tokenizer_info
from lm4gen.models.export import FORMAT
from lm4gen.pretrain.generate import Options, generate
from lm4gen.pretrain.hf_export import export_hf
from lm4gen.models.lm import build_model, count_parameters, init_weights, model_config

PAD, BOS, EOS = 0, 2, 3
IDS = {"pad": PAD, "unk": 1, "bos": BOS, "eos": EOS}
FULL = dict(vocab=8000, dim=512, ffn=2048, heads=8, layers=6, batches="1,8", prompt_len=16, new_tokens=64, warmup=1,
            repeats=3, threads=0)
QUICK = dict(vocab=500, dim=64, ffn=128, heads=4, layers=2, batches="1,3", prompt_len=5, new_tokens=8, warmup=1,
             repeats=1, threads=1)
SAMPLING = dict(temperature=0.8, top_k=50, top_p=0.9)


def tokenizer(directory: str, vocab: int) -> str:
    """A sentencepiece model of exactly ``vocab`` pieces (hf_export needs one beside the model; never used to
    encode)."""
    import random

    from lm4gen.data_prep import bpe

    rng = random.Random(0)
    letters = "abcdefghijklmnopqrstuvwxyz"
    text = os.path.join(directory, "words.txt")
    with open(text, "w", encoding="utf-8") as f:
        for _ in range(4000):
            f.write(" ".join("".join(rng.choice(letters) for _ in range(rng.randint(2, 9))) for _ in range(12)) + "\n")
    bpe.train([text], os.path.join(directory, "spm"), vocab_size=vocab, num_threads=1)
    return os.path.join(directory, "spm.model")


def build(a, directory: str):
    """(our CausalLM, transformers' GPT2LMHeadModel of the same weights), both in eval mode on the device."""
    from transformers import AutoModelForCausalLM

    cfg = model_config("small", kind="causal", vocab_size=a.vocab, dim=a.dim, ffn_dim=a.ffn, num_heads=a.heads,
                       num_layers=a.layers, max_positions=512)
    model = build_model(cfg)
    init_weights(model, generator=torch.Generator().manual_seed(a.seed))
    sp = tokenizer(directory, a.vocab)
    config = dataclasses.asdict(cfg)
    config["special_ids"] = list(config["special_ids"])
    export = os.path.join(directory, "lm.pt")
    torch.save({"format": FORMAT, "step": 0, "config": config, "tokenizer": tokenizer_info(sp),
                "model": model.state_dict()}, export)
    export_hf(export, os.path.join(directory, "hf"))
    hf = AutoModelForCausalLM.from_pretrained(os.path.join(directory, "hf"), attn_implementation="sdpa")
    return model.eval().to(a.device), hf.eval().to(a.device)


def timed(a, fn):
    sync = torch.cuda.synchronize if a.device.type == "cuda" else (lambda: None)
    sync()
    start = time.perf_counter()
    out = fn()
    sync()
    return out, time.perf_counter() - start


def systems(a, model, hf, prompts: torch.Tensor, sample: bool) -> dict:
    """name -> a call returning the generated tokens (prompts x new_tokens)."""
    n = a.new_tokens
    extra = SAMPLING if sample else {}

    def ours(use_cache):
        def run():
            gen = torch.Generator(device=a.device).manual_seed(a.seed)
            opts = Options(max_new_tokens=n, min_new_tokens=n, sample=sample, use_cache=use_cache, **extra)
            return torch.tensor(generate(model, prompts.tolist(), opts, IDS, gen))
        return run

    def theirs():
        torch.manual_seed(a.seed)
        with torch.no_grad():
            out = hf.generate(prompts, attention_mask=torch.ones_like(prompts), max_new_tokens=n, min_new_tokens=n,
                              do_sample=sample, use_cache=True, suppress_tokens=[PAD, BOS], pad_token_id=PAD,
                              eos_token_id=EOS, **({**extra} if sample else {"top_k": None, "top_p": None,
                                                                            "temperature": None}))
        return out[:, prompts.shape[1]:].cpu()

    return {"ours (KV cache)": ours(True), "ours (no cache)": ours(False), "HF generate()": theirs}


def measure(a, model, hf) -> list[dict]:
    rows = []
    for batch in a.batches:
        g = torch.Generator().manual_seed(a.seed + batch)
        prompts = torch.randint(7, a.vocab, (batch, a.prompt_len), generator=g)
        prompts[:, 0] = EOS  # a sentence starts after </s>
        prompts = prompts.to(a.device)
        for mode in ("greedy", "sample"):
            calls = systems(a, model, hf, prompts, mode == "sample")
            times = {name: [] for name in calls}
            outputs = {}
            for r in range(a.warmup + a.repeats):
                for name, fn in calls.items():
                    out, t = timed(a, fn)
                    outputs[name] = out.cpu()
                    if r >= a.warmup:
                        times[name].append(t)
            for name, out in outputs.items():
                assert tuple(out.shape) == (batch, a.new_tokens), (name, tuple(out.shape))
            same = None
            if mode == "greedy":
                ref = outputs["ours (KV cache)"]
                same = all(torch.equal(ref, out) for out in outputs.values())
                assert same, "greedy outputs differ between the systems"
            hf_s = statistics.median(times["HF generate()"])
            for name, ts in times.items():
                s = statistics.median(ts)
                rows.append({"batch": batch, "mode": mode, "system": name, "seconds": s,
                             "tokens_per_s": batch * a.new_tokens / s, "vs_hf": hf_s / s, "same_greedy_tokens": same,
                             "all_seconds": ts})
                print(f"  batch {batch:>2} {mode:<6} {name:<16} {s:7.3f} s  {batch * a.new_tokens / s:>8,.0f} tokens/s"
                      f"  {hf_s / s:5.2f}x HF", flush=True)
    return rows


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="tiny sizes, one repeat: a smoke check (numbers mean nothing)")
    for key, what in (("vocab", "vocabulary"), ("dim", "model width"), ("ffn", "FFN width"),
                      ("heads", "attention heads"),
                      ("layers", "blocks"), ("prompt_len", "prompt tokens, </s> included"),
                      ("new_tokens", "tokens generated per prompt"), ("warmup", "untimed rounds"),
                      ("repeats", "timed rounds (median reported)"), ("threads", "torch CPU threads (0: every core)")):
        p.add_argument("--" + key.replace("_", "-"), type=int, help=f"{what} (default {FULL[key]})")
    p.add_argument("--batches", help=f"comma-separated prompts per call (default {FULL['batches']})")
    p.add_argument("--device", default="cpu", help="cpu or cuda")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", default=os.path.join("reports", "generate", "bench_generate.json"))
    a = p.parse_args(argv)
    for key, value in (QUICK if a.quick else FULL).items():
        if getattr(a, key) is None:
            setattr(a, key, value)
    try:
        a.batches = [int(x) for x in str(a.batches).split(",") if x.strip()]
    except ValueError:
        p.error(f"--batches: comma-separated integers, got {a.batches!r}")
    for key in ("vocab", "dim", "ffn", "heads", "layers", "prompt_len", "new_tokens", "repeats"):
        if getattr(a, key) < 1:
            p.error(f"--{key.replace('_', '-')} must be >= 1")
    if a.dim % a.heads:
        p.error(f"--heads must divide --dim={a.dim}")
    if a.prompt_len + a.new_tokens > 512:
        p.error("--prompt-len + --new-tokens must fit the model's 512 positions")
    if not a.batches or min(a.batches) < 1:
        p.error("--batches: every batch size must be >= 1")
    a.device = torch.device(a.device)
    return a


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    a = parse_args(argv)
    try:
        import transformers
    except ImportError:
        raise SystemExit("bench_generate: HuggingFace transformers is needed: pip install -e '.[hf]'")
    transformers.logging.set_verbosity_error()
    transformers.utils.logging.disable_progress_bar()
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    torch.set_num_threads(a.threads or cores)
    threads = torch.get_num_threads()
    load_start = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="bench_generate-") as d:
        model, hf = build(a, d)
    params = count_parameters(model)
    sizes = f"causal LM d{a.dim} ffn {a.ffn} {a.heads} heads {a.layers} layers, vocab {a.vocab} ({params:,} parameters)"
    where = torch.cuda.get_device_name(a.device) if a.device.type == "cuda" else "cpu"
    print(f"torch {torch.__version__}, transformers {transformers.__version__}, {where} fp32, {threads} thread(s), "
          f"load average {load_start[0]:.2f} on {cores} cores{' [--quick: numbers mean nothing]' if a.quick else ''}")
    print(f"  {sizes}; prompts of {a.prompt_len} tokens -> {a.new_tokens} new tokens, batches {a.batches}", flush=True)
    rows = measure(a, model, hf)
    load_end = os.getloadavg()
    goals = [{"goal": "ours (KV cache) >= 1.2x HF generate()", "batch": r["batch"], "mode": r["mode"],
              "ratio": r["vs_hf"], "target": 1.2, "result": "PASS" if r["vs_hf"] >= 1.2 else "FAIL"}
             for r in rows if r["system"] == "ours (KV cache)"]
    print()
    print(f"{sizes}; {threads} thread(s); load average {load_start[0]:.2f} at the start, {load_end[0]:.2f} at the end")
    print(f"tokens/s = prompts x {a.new_tokens} new tokens / seconds per call, median of {a.repeats}")
    print(table(rows, [("batch", "prompts", "d"), ("mode", "mode", "s"), ("system", "system", "s"),
                       ("seconds", "s/call", ".3f"), ("tokens_per_s", "tokens/s", ",.0f"), ("vs_hf", "vs HF", ".2f")]))
    print()
    print("Goal" + (" (--quick: the results mean nothing)" if a.quick else ""))
    print(table(goals, [("goal", "goal", "s"), ("batch", "prompts", "d"), ("mode", "mode", "s"),
                        ("ratio", "measured", ".2f"), ("target", "target >=", ".2f"), ("result", "result", "s")]))
    summary = {"quick": a.quick, "device": where, "threads": threads, "cores": cores,
               "transformers": transformers.__version__, "parameters": params,
               "sizes": {"vocab": a.vocab, "dim": a.dim, "ffn_dim": a.ffn, "num_heads": a.heads,
                         "num_layers": a.layers},
               "prompt_len": a.prompt_len, "new_tokens": a.new_tokens, "batches": a.batches, "sampling": SAMPLING,
               "warmup": a.warmup, "repeats": a.repeats, "load_average_start": load_start,
               "load_average_end": load_end, "goals": goals,
               "all_goals_pass": all(g["result"] == "PASS" for g in goals)}
    write_result(a.json, "bench_generate", [sys.argv[0], *argv], rows, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
