"""The streaming loader: rank/worker split, exact resume, equal batch counts, errors."""

from __future__ import annotations

import collections
import json

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as tmp

from lm4gen.data_prep import manifest as mf
from lm4gen.data_prep import loader_worker, shard
from lm4gen.core.files import InputError
from lm4gen.data_prep.shardio import iter_units
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
from helpers.stream import shards  # noqa: F401, F811 - pytest fixtures

EOS, PAD = 3, 0


def all_samples(manifest_path: str, split: str = "train") -> collections.Counter:
    return collections.Counter(tuple(ids.tolist()) for (ids,) in iter_units(mf.load(manifest_path), split))


def sentences(batch: dict) -> list[tuple]:
    """Whole sentences of a break_mode='complete' batch (split at </s>, padding dropped)."""
    out = []
    for row in batch["tokens"].tolist():
        current = []
        for t in row:
            if t == EOS:
                out.append(tuple(current))
                current = []
            elif t != PAD:
                current.append(t)
    return out


def cfg(**kw) -> LoaderConfig:
    base = dict(block_size=64, batch_size=4, shuffle_buffer=50, seed=3)
    base.update(kw)
    return LoaderConfig(**base)


def take(loader, n=None) -> list[dict]:
    out = []
    for batch in loader:
        out.append(batch)
        if n is not None and len(out) == n:
            break
    return out


def same(a: list[dict], b: list[dict]) -> bool:
    return len(a) == len(b) and all(x.keys() == y.keys() and all(
        torch.equal(x[k], y[k]) if torch.is_tensor(x[k]) else x[k] == y[k] for k in x) for x, y in zip(a, b))


@pytest.mark.parametrize("workers", [0, 2])
def test_ranks_and_workers_partition_the_data(shards, workers):
    seen = collections.Counter()
    for rank in range(2):
        c = cfg(block_size=256, break_mode="complete", equal_batches=False, num_workers=workers)
        for batch in StreamLoader(shards, c, rank, 2):
            seen.update(sentences(batch))
    assert seen == all_samples(shards)


def test_worker_count_does_not_change_the_batch_sequence(shards):
    a = take(StreamLoader(shards, cfg(num_workers=0)))
    assert len(a) > 20
    # one worker process serves the same single stream as the main process
    assert same(a, take(StreamLoader(shards, cfg(num_workers=1))))


def test_workers_from_the_fork_server_yield_the_same_batches(shards, monkeypatch):
    forked = take(StreamLoader(shards, cfg(num_workers=2)))
    monkeypatch.setenv("LM4GEN_LOADER_START", "forkserver")
    assert same(forked, take(StreamLoader(shards, cfg(num_workers=2))))


def test_worker_start_method_is_the_fork_server_unless_the_variable_says_fork(monkeypatch):
    for how in ("fork", "forkserver"):
        monkeypatch.setenv("LM4GEN_LOADER_START", how)
        assert loader_worker.worker_start_method() == how
    monkeypatch.setenv("LM4GEN_LOADER_START", "spawn")
    with pytest.raises(ValueError, match="LM4GEN_LOADER_START='spawn' must be 'forkserver'"):
        loader_worker.worker_start_method()
    for unset_or_auto in (None, "auto"):
        if unset_or_auto is None:
            monkeypatch.delenv("LM4GEN_LOADER_START")
        else:
            monkeypatch.setenv("LM4GEN_LOADER_START", unset_or_auto)
        assert loader_worker.worker_start_method() == "forkserver"


def test_epochs_reshuffle_and_seed_matters(shards):
    loader = StreamLoader(shards, cfg())
    e1, e2 = take(loader), take(loader)
    assert len(e1) == len(e2) == len(loader)
    assert not same(e1, e2)
    assert not same(e1, take(StreamLoader(shards, cfg(seed=4))))


@pytest.mark.parametrize("workers", [0, 2])
@pytest.mark.parametrize("mode", ["none", "complete"])
def test_resumed_loader_equals_uninterrupted(shards, workers, mode):
    c = cfg(num_workers=workers, break_mode=mode)
    reference = StreamLoader(shards, c, 1, 2)
    n = len(reference)
    expected = take(reference) + take(reference)  # two epochs
    for stop in (1, n // 2 + 1, n + 3):  # early, mid-epoch (odd: worker rotation), inside epoch 2
        first = StreamLoader(shards, c, 1, 2)
        got = take(first, min(stop, n))
        if stop > n:
            got += take(first, stop - n)
        state = json.loads(json.dumps(first.state_dict()))  # plain data: survives any checkpoint format
        resumed = StreamLoader(shards, c, 1, 2)
        resumed.load_state_dict(state)
        got += take(resumed)
        if stop <= n:
            got += take(resumed)
        assert same(got, expected), f"resume after {stop} batches"


def test_resume_saved_after_an_epochs_last_batch_goes_on_through_the_trainer(shards):
    """The trainer saves while the loader's pass is suspended after the epoch's last batch (batches_done == len):
    the resumed run reads the next epoch, the same batches as an uninterrupted run (core.trainer.endless)."""
    from lm4gen.core.trainer import endless

    c = cfg()
    n = len(StreamLoader(shards, c, 1, 2))
    expected = [b for _, b in zip(range(2 * n), endless(StreamLoader(shards, c, 1, 2)))]
    first = StreamLoader(shards, c, 1, 2)
    got = [b for _, b in zip(range(n), endless(first))]
    assert first.batches_done == n and first.epoch == 0
    resumed = StreamLoader(shards, c, 1, 2)
    resumed.load_state_dict(json.loads(json.dumps(first.state_dict())))
    got += [b for _, b in zip(range(n), endless(resumed))]
    assert same(got, expected)


@pytest.mark.parametrize("workers", [0, 2])
def test_every_rank_yields_the_same_number_of_batches(tmp_path, corpus, tokenizer, workers):
    uneven = str(tmp_path / "uneven.en")
    lines = open(corpus).read().splitlines()
    with open(uneven, "w") as f:
        f.write("\n".join(lines[:2300]) + "\n")
    path = shard.run(shard.ShardOptions(input=[uneven], tokenizer=tokenizer, output=str(tmp_path / "u"),
                                        samples_per_shard=700))["path"]  # 700,700,700,200
    counts = []
    for rank in range(2):
        loader = StreamLoader(path, cfg(num_workers=workers), rank, 2)
        counts.append([len(take(loader)) for _ in range(2)] + [len(loader)])
    assert counts[0] == counts[1] and counts[0][0] == counts[0][2] > 0


def _gloo_worker(rank, path, init, out):
    dist.init_process_group("gloo", init_method=init, rank=rank, world_size=2)
    loader = StreamLoader(path, cfg(num_workers=1), rank, 2)
    steps = 0
    for batch in loader:
        t = torch.tensor([float(batch["num_tokens"])])
        dist.all_reduce(t)  # would hang if one rank ran out of batches first
        steps += 1
    total = torch.tensor([steps])
    dist.all_reduce(total)
    with open(f"{out}.{rank}", "w") as f:
        f.write(f"{steps} {int(total)}")
    dist.destroy_process_group()


def test_two_gloo_ranks_with_uneven_shards_never_hang(tmp_path, corpus, tokenizer):
    lines = open(corpus).read().splitlines()
    uneven = tmp_path / "u.en"
    uneven.write_text("\n".join(lines[:1900]) + "\n")
    path = shard.run(shard.ShardOptions(input=[str(uneven)], tokenizer=tokenizer, output=str(tmp_path / "s"),
                                        samples_per_shard=600))["path"]  # 600,600,600,100
    ctx = tmp.get_context("spawn")
    out = str(tmp_path / "steps")
    procs = [ctx.Process(target=_gloo_worker, args=(r, path, f"file://{tmp_path}/rdzv", out)) for r in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
    assert all(p.exitcode == 0 for p in procs), [p.exitcode for p in procs]
    results = [open(f"{out}.{r}").read().split() for r in range(2)]
    assert results[0] == results[1] and int(results[0][1]) == 2 * int(results[0][0]) > 0


def test_fewer_shards_than_streams(tmp_path, corpus, tokenizer):
    path = shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(tmp_path / "s"),
                                        samples_per_shard=1000))["path"]  # 3 shards
    with pytest.raises(ValueError, match="3 shard.*2 rank.*2 loader stream.*allow_shard_reuse"):
        StreamLoader(path, cfg(num_workers=2), 0, 2)
    seen = collections.Counter()
    for rank in range(2):
        c = cfg(num_workers=2, allow_shard_reuse=True, block_size=256, break_mode="complete", equal_batches=False)
        for batch in StreamLoader(path, c, rank, 2):
            seen.update(sentences(batch))
    assert seen == all_samples(path)


def test_seq2seq_mode_on_a_mono_manifest_is_refused(shards):
    with pytest.raises(ValueError, match="mode 'seq2seq' cannot read a 'mono' manifest"):
        StreamLoader(shards, cfg(mode="seq2seq"))


def test_bad_config_names_the_field(shards):
    with pytest.raises(ValueError, match="'block_size'"):
        StreamLoader(shards, cfg(block_size=0))
    with pytest.raises(ValueError, match="'break_mode'"):
        StreamLoader(shards, cfg(break_mode="sometimes"))
    with pytest.raises(ValueError, match="dp_rank"):
        StreamLoader(shards, cfg(), 2, 2)


def test_missing_split_and_tokenizer_mismatch(shards):
    with pytest.raises(InputError, match="no shards of split 'test'"):
        StreamLoader(shards, cfg(split="test"))
    with pytest.raises(ValueError, match="tokenizer sha256"):
        StreamLoader(shards, cfg(), expected_tokenizer_sha256="0" * 64)


def test_state_from_another_setup_is_refused(shards):
    loader = StreamLoader(shards, cfg())
    take(loader, 3)
    with pytest.raises(ValueError, match="batch_size"):
        StreamLoader(shards, cfg(batch_size=5)).load_state_dict(loader.state_dict())
    # one stream (a first start on one rank, one worker) cannot be shared by two ranks
    with pytest.raises(ValueError, match="1 loader streams .data.streams., which 2 data-parallel ranks cannot share"):
        StreamLoader(shards, cfg(), 0, 2).load_state_dict(loader.state_dict())
    with pytest.raises(ValueError, match="data.streams is 4 here, 1 in the checkpoint"):
        StreamLoader(shards, cfg(streams=4)).load_state_dict(loader.state_dict())


def interleaved(loaders: list, n: int) -> list[dict]:
    """The global sequence of ``n`` batches per rank: rank r's k-th batch is global batch r + k * len(loaders)."""
    per_rank = [take_across_epochs(loader, n) for loader in loaders]
    return [batch for k in range(n) for batch in (rank[k] for rank in per_rank)]


@pytest.mark.parametrize("mode", ["none", "complete"])
def test_the_data_order_does_not_depend_on_ranks_or_workers(shards, mode):
    """With ``streams`` set, one global sequence of micro-batches, whatever the ranks and workers that read it."""
    c = dict(streams=4, break_mode=mode)
    one = take(StreamLoader(shards, cfg(**c)))
    n = len(one)
    assert n >= 8 and n == len(StreamLoader(shards, cfg(**c), 0, 2)) * 2
    assert same(interleaved([StreamLoader(shards, cfg(**c), r, 2) for r in range(2)], n // 2), one)
    assert same(interleaved([StreamLoader(shards, cfg(num_workers=1, **c), r, 4) for r in range(4)], n // 4), one)
    assert same(take(StreamLoader(shards, cfg(num_workers=2, **c))), one)  # two workers, two streams each
    with pytest.raises(ValueError, match="which 3 data-parallel ranks cannot share equally"):
        StreamLoader(shards, cfg(**c), 0, 3)
    with pytest.raises(ValueError, match="data.num_workers 3: .* use a number of workers that divides 2"):
        StreamLoader(shards, cfg(num_workers=3, **c), 0, 2)


def take_across_epochs(loader, n: int) -> list[dict]:
    """``n`` batches, going on into the next epoch (a pass left after an epoch's last batch yields none)."""
    out, empty = [], 0
    while len(out) < n and empty < 2:
        got = take(loader, n - len(out))
        out, empty = out + got, 0 if got else empty + 1
    return out


def saved_by(loaders: list) -> dict:
    """Every rank's loader state, through JSON (as the checkpoint's loader-dpNNNNN.json files hold them)."""
    return {"ranks": [json.loads(json.dumps(loader.state_dict())) for loader in loaders]}


@pytest.mark.parametrize("before, after, streams, workers", [(2, 1, 0, 0), (1, 2, 2, 1), (2, 4, 4, 0), (4, 2, 0, 1)])
def test_a_run_resumed_on_another_data_parallel_size_reads_the_same_global_sequence(shards, before, after, streams,
                                                                                     workers):
    """Saved mid-epoch (and after an epoch's end) at ``before`` ranks, continued at ``after``: the global sequence of
    the uninterrupted run (the default streams keep the first start's layout: 1 worker, 2 ranks -> 2 streams)."""
    c = cfg(streams=streams, num_workers=1 if before == 1 and not streams else 0)
    reference = [StreamLoader(shards, c, r, before) for r in range(before)]
    per_rank = len(reference[0])
    expected = interleaved(reference, per_rank) + interleaved(reference, per_rank)  # two epochs
    total = per_rank * before
    for stop in (before * after, total - total % (before * after), total + before * after):
        first = [StreamLoader(shards, c, r, before) for r in range(before)]
        got = interleaved(first, min(stop, total) // before)
        if stop > total:
            got += interleaved(first, (stop - total) // before)
        state = saved_by(first)
        resumed = [StreamLoader(shards, cfg(num_workers=workers), r, after) for r in range(after)]
        for loader in resumed:
            loader.load_state_dict(state)
        assert len(resumed[0]) * after == total
        got += interleaved(resumed, (len(expected) - len(got)) // after)
        assert same(got, expected), f"{before} -> {after} ranks, saved after {stop} global batches"


def test_the_batch_digest_is_the_digest_of_the_batch_just_yielded(shards):
    from lm4gen.data_prep.stream import batch_digest

    loader = StreamLoader(shards, cfg(num_workers=2))
    digests = []
    for batch in take_iter(loader, 4):
        assert loader.batch_digest == batch_digest(batch)
        digests.append(loader.batch_digest)
    assert len(set(digests)) == 4


def take_iter(loader, n):
    for i, batch in enumerate(loader):
        yield batch
        if i + 1 == n:
            break


def test_missing_or_corrupt_shard_is_named(tmp_path, corpus, tokenizer):
    path = shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(tmp_path / "s"),
                                        samples_per_shard=500))["path"]
    victim = tmp_path / "s" / "train-000002.tar"
    blob = victim.read_bytes()
    victim.unlink()
    with pytest.raises(InputError, match="shard missing: .*train-000002.tar"):
        StreamLoader(path, cfg())
    victim.write_bytes(blob[: len(blob) // 2])  # truncated: looks like a tar, ends early
    with pytest.raises(InputError, match="train-000002.tar"):
        take(StreamLoader(path, cfg(equal_batches=False, shuffle_buffer=0)))
    victim.write_bytes(blob[:5000] + b"\x00garbage" * 100 + blob[5800:])  # corrupt member headers
    with pytest.raises(InputError, match="train-000002.tar"):
        take(StreamLoader(path, cfg(equal_batches=False, shuffle_buffer=0, num_workers=1)))


def test_starting_workers_leaves_the_global_rng_alone(shards):
    torch.manual_seed(0)
    expected = torch.rand(3)
    torch.manual_seed(0)
    take(StreamLoader(shards, cfg(num_workers=2)), 2)
    assert torch.equal(torch.rand(3), expected)


def _rewrite_member(shard_path, name: str, change) -> None:
    """Rewrite one member of a shard (``change``: array -> array), keeping the others."""
    import io
    import tarfile

    import numpy as np
    import webdataset as wds

    with tarfile.open(shard_path) as t:
        members = [(m.name, t.extractfile(m).read()) for m in t.getmembers()]
    buf = io.BytesIO()
    writer = wds.TarWriter(buf, user="lm4gen", group="lm4gen", mode=0o444, mtime=0, encoder=False)
    for key in dict.fromkeys(n.split(".", 1)[0] for n, _ in members):
        sample = {"__key__": key}
        for n, data in members:
            if n.split(".", 1)[0] == key:
                if n == name:
                    out = io.BytesIO()
                    np.save(out, change(np.load(io.BytesIO(data))))
                    data = out.getvalue()
                sample[n.split(".", 1)[1]] = data
        writer.write(sample)
    writer.close()
    open(shard_path, "wb").write(buf.getvalue())


def test_bad_chunks_are_named_by_shard_and_member(tmp_path, corpus, tokenizer):
    path = shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(tmp_path / "s"),
                                        samples_per_shard=500))["path"]
    victim = tmp_path / "s" / "train-000001.tar"
    good = victim.read_bytes()
    read_all = lambda: take(StreamLoader(path, cfg(equal_batches=False, shuffle_buffer=0)))  # noqa: E731 - a one-line helper

    _rewrite_member(victim, "000000.lengths.npy", lambda a: a + 1)  # lengths disagree with the tokens
    with pytest.raises(InputError, match=r"train-000001.tar member 000000.lengths.npy: lengths sum to"):
        read_all()
    _rewrite_member(victim, "000000.tokens.npy", lambda a: a[:-3])  # and now with the tokens of another size too
    with pytest.raises(InputError, match=r"train-000001.tar member 000000"):
        read_all()

    victim.write_bytes(good)
    blob = bytearray(good)
    blob[3000] ^= 1  # one bit of a token id: every member still decodes, the sha256 does not match
    victim.write_bytes(bytes(blob))
    with pytest.raises(InputError, match=r"train-000001.tar: sha256 .* differs from the manifest.*last member 000000"):
        read_all()

    victim.write_bytes(good)
    m = json.loads(open(path).read())
    m["shards"][1]["tokens"] += 1  # the manifest disagrees with the chunk's token count
    open(path, "w").write(json.dumps(m))
    with pytest.raises(InputError, match=r"train-000001.tar holds \d+ tokens .*manifest says"):
        read_all()


def test_restart_reads_the_same_batches_every_time(shards):
    """Evaluation passes (lm4gen.pretrain.lm_task.evaluate) restart the loader: two passes of the first n batches are
    equal, whatever was read before."""
    c = cfg(split="valid", shuffle_buffer=0, equal_batches=False, allow_shard_reuse=True, block_size=16)
    loader = StreamLoader(shards, c)
    first = take(loader.restart(), 3)
    assert len(first) == 3 and not same(take(loader, 3), first)  # without a restart the pass goes on
    assert same(take(loader.restart(), 3), first)


def test_nsp_pairs_come_from_the_documents(doc_shards):
    """break_mode nsp: [CLS] A [SEP] B [SEP] rows; is_next rows hold a sentence and the next one of its document,
    the others a sentence of another document; about half are positive; resumable like the other modes."""
    import sentencepiece as spm

    m = mf.load(doc_shards["train"])
    ids = m["tokenizer"]["special_ids"]
    sp = spm.SentencePieceProcessor(model_file=doc_shards["tokenizer"])
    where = collections.defaultdict(set)  # sentence ids -> {(document, position)}
    doc = pos = 0
    for line in open(doc_shards["documents"], encoding="utf-8").read().splitlines():
        if not line.strip():
            doc, pos = doc + 1, 0
            continue
        where[tuple(sp.encode(line))].add((doc, pos))
        pos += 1
    c = cfg(break_mode="nsp", block_size=128, batch_size=8, shuffle_buffer=40, seed=2)
    loader = StreamLoader(doc_shards["train"], c)
    batches = take(loader)
    assert len(batches) == len(loader) > 5
    rows = positive = 0
    for batch in batches:
        assert batch["tokens"].shape == batch["segments"].shape == (8, 128) and batch["is_next"].shape == (8,)
        for row, seg, nxt in zip(batch["tokens"].tolist(), batch["segments"].tolist(), batch["is_next"].tolist()):
            seps = [i for i, t in enumerate(row) if t == ids["sep"]]
            assert row[0] == ids["cls"] and len(seps) == 2
            a, b = tuple(row[1: seps[0]]), tuple(row[seps[0] + 1: seps[1]])
            assert set(row[seps[1] + 1:]) <= {ids["pad"]}
            assert seg == [0] * (seps[0] + 1) + [1] * (seps[1] - seps[0]) + [0] * (127 - seps[1])
            pairs = [(x, y) for x in where[a] for y in where[b]]
            assert pairs, "both segments are sentences of the corpus, whole"
            if nxt:
                assert any(x[0] == y[0] and y[1] == x[1] + 1 for x, y in pairs)
            else:
                assert any(x[0] != y[0] for x, y in pairs)
            rows += 1
            positive += nxt
    assert 0.4 < positive / rows < 0.6, positive / rows
    assert sum(b["num_tokens"] for b in batches) == sum(int((b["tokens"] != ids["pad"]).sum()) for b in batches)
    # resume mid-epoch gives the same batches
    first = StreamLoader(doc_shards["train"], c)
    got = take(first, 3)
    resumed = StreamLoader(doc_shards["train"], c)
    resumed.load_state_dict(json.loads(json.dumps(first.state_dict())))
    assert same(got + take(resumed), batches)


def test_nsp_needs_document_shards(shards):
    with pytest.raises(InputError, match="needs document shards .*--documents"):
        StreamLoader(shards, cfg(break_mode="nsp"))
