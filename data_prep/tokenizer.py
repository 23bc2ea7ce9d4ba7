"""Tokenizers: a sentencepiece model (``lm4gen bpe``) or a transformers tokenizer, behind one small interface.

    tok = load_tokenizer("bpe/joint.model")          # a sentencepiece .model
    tok = load_tokenizer("hf/gpt2")                  # a transformers tokenizer directory (tokenizer.json + config)
    tok = load_tokenizer("hf/bert/tokenizer.json")   # a bare tokenizer.json
    tok.encode(["a sentence", "another"])  ->  [[ids], [ids]]    (no special tokens added)
    tok.decode(ids)  ->  text                                    (special tokens dropped)

A transformers tokenizer is read with the ``tokenizers`` library (its fast Rust tokenizer: byte-level BPE as
GPT-2/RoBERTa, WordPiece as BERT, Unigram/BPE with Metaspace as the sentencepiece-based ones); ``transformers``
itself is not imported. A directory needs ``tokenizer.json`` (a "fast" tokenizer: ``save_pretrained`` writes
it); a directory holding only ``spiece.model``/``tokenizer.model`` (as ``lm4gen hf-export`` writes) is read as
that sentencepiece model. Anything else is one line naming the path.

Identity: a sentencepiece model is the sha256 of its file (as ever); a transformers tokenizer is the sha256 of
``"<name>:<sha256 of the file>\\n"`` over its tokenizer files present (:data:`HF_FILES`, sorted by name; a bare
file counts as ``tokenizer.json``), the card ``lm4gen hf-import`` records. Manifests and checkpoints record it
with the vocabulary size and the special ids.

Special ids (``pad unk bos eos mask cls sep``): a sentencepiece model's own (``lm4gen bpe`` fixes them). A
transformers tokenizer's come from ``tokenizer_config.json`` / ``special_tokens_map.json`` (``pad_token``, ...),
else from its special added tokens by their usual spelling (``[PAD]``/``<pad>``, ``[MASK]``/``<mask>``,
``<s>``, ``</s>``, ``<|endoftext|>``, ...); a tokenizer without bos/eos (BERT) uses its cls/sep as bos/eos, as
transformers' encoder-decoder models do. A token a tokenizer lacks is ``None`` (GPT-2 has no pad, mask, cls
or sep); what needs it says so in one line (:func:`require_special`).
"""

from __future__ import annotations

import abc
import hashlib
import json
import os
import re
from typing import Sequence

import sentencepiece as spm

from lm4gen.core.files import InputError, sha256_file

SPECIAL_NAMES = ("pad", "unk", "bos", "eos", "mask", "cls", "sep")
SPECIALS = {"pad": "<pad>", "unk": "<unk>", "bos": "<s>", "eos": "</s>", "mask": "<mask>", "cls": "<cls>",
            "sep": "<sep>"}
# the files of a transformers tokenizer directory that identify it (lm4gen hf-import's card hashes the same)
HF_FILES = ("tokenizer.json", "vocab.json", "merges.txt", "tokenizer_config.json", "special_tokens_map.json")
SPM_FILES = ("spiece.model", "tokenizer.model")
_LINE_BREAKS = re.compile("[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")  # str.splitlines' boundaries
# usual spellings of the special tokens, for a tokenizer.json without a tokenizer_config.json
_SPELLINGS = {"pad": ("[PAD]", "<pad>", "<|pad|>", "<|padding|>"), "unk": ("[UNK]", "<unk>", "<|unk|>"),
              "bos": ("<s>", "<|startoftext|>", "<|begin_of_text|>", "<|endoftext|>"),
              "eos": ("</s>", "<|end_of_text|>", "<|endoftext|>"), "mask": ("[MASK]", "<mask>"),
              "cls": ("[CLS]", "<cls>"), "sep": ("[SEP]", "<sep>")}


class Tokenizer(abc.ABC):
    """What lm4gen needs of a tokenizer (one subclass per library). ``special_ids``: name -> id, or None where the
    tokenizer has none."""

    kind: str  # "sentencepiece" | "transformers"
    path: str
    sha256: str
    vocab_size: int
    special_ids: dict

    @abc.abstractmethod
    def encode(self, texts: Sequence[str]) -> list[list[int]]:
        """Each text's ids, no special token added."""

    @abc.abstractmethod
    def decode(self, ids: Sequence[int]) -> str:
        """The text of ``ids``, special tokens dropped."""

    @abc.abstractmethod
    def normalize(self, text: str) -> str:
        """The text as the tokenizer's normalizer sees it (what ``--dedup`` compares)."""

    def card(self) -> dict:
        """What a manifest records (and the loader checks): sha256, vocabulary size, special ids."""
        return {"sha256": self.sha256, "vocab_size": self.vocab_size, "special_ids": dict(self.special_ids)}

    def info(self) -> dict:
        """The card with the path (what a checkpoint records, so generation finds the tokenizer)."""
        return {"path": self.path, **self.card()}

    def describe(self) -> str:
        return f"{self.kind} tokenizer {self.path}"

    def require(self, name: str, needed_for: str) -> int:
        return require_special(self.special_ids, name, self.describe(), needed_for)


def require_special(ids: dict, name: str, owner: str, needed_for: str) -> int:
    """``ids[name]``, or one line naming the tokenizer (``owner``) and the token ``needed_for`` needs."""
    value = ids.get(name)
    if value is None:
        raise InputError(f"{owner}: the tokenizer has no {name} token, which {needed_for} needs")
    return int(value)


class SentencePieceTokenizer(Tokenizer):
    kind = "sentencepiece"

    def __init__(self, path: str, num_threads: int = -1):
        self.path = path
        try:
            self.sp = spm.SentencePieceProcessor(model_file=path, num_threads=num_threads)
        except (OSError, RuntimeError) as e:
            raise InputError(f"{path}: not a sentencepiece model "
                             f"({str(e).splitlines()[0] if str(e) else e!r})") from None
        sp = self.sp
        ids = {name: sp.piece_to_id(piece) for name, piece in SPECIALS.items()}
        ids.update(pad=sp.pad_id(), unk=sp.unk_id(), bos=sp.bos_id(), eos=sp.eos_id())
        self.special_ids = ids
        self.vocab_size = sp.get_piece_size()
        self.sha256 = sha256_file(path)
        self._normalizer = None

    def encode(self, texts: Sequence[str]) -> list[list[int]]:
        return self.sp.encode(texts if isinstance(texts, list) else list(texts))

    def decode(self, ids: Sequence[int]) -> str:
        return self.sp.decode(ids)

    def normalize(self, text: str) -> str:
        if self._normalizer is None:
            self._normalizer = spm.SentencePieceNormalizer(model_file=self.path, add_dummy_prefix=False,
                                                           escape_whitespaces=False)
        return self._normalizer.normalize(text)


def _tokenizers():
    try:
        import tokenizers
    except ImportError:
        raise InputError("a transformers tokenizer needs the tokenizers library: pip install -e '.[hf]'") from None
    return tokenizers


def _token_content(value) -> str | None:
    """A tokenizer_config.json special token: a string, or an AddedToken dict ({"content": ...})."""
    if isinstance(value, dict):
        return value.get("content")
    return value if isinstance(value, str) else None


class HFTokenizer(Tokenizer):
    kind = "transformers"

    def __init__(self, path: str, num_threads: int = -1):
        self.path = path
        directory = path if os.path.isdir(path) else None
        self.json_path = os.path.join(path, "tokenizer.json") if directory else path
        try:
            self.tok = _tokenizers().Tokenizer.from_file(self.json_path)
        except Exception as e:  # the Rust side raises a plain Exception for a bad file
            first = str(e).splitlines()[0] if str(e) else repr(e)
            raise InputError(f"{self.json_path}: not a transformers tokenizer.json ({first})") from None
        if num_threads == 1:  # a pool worker: one thread (tokenizers reads this at each batch)
            os.environ["TOKENIZERS_PARALLELISM"] = "false"
        if directory:
            self.files = {name: sha256_file(os.path.join(directory, name)) for name in HF_FILES
                          if os.path.isfile(os.path.join(directory, name))}
        else:
            self.files = {"tokenizer.json": sha256_file(path)}
        self.sha256 = hf_files_sha256(self.files)
        self.vocab_size = self.tok.get_vocab_size(with_added_tokens=True)
        self.special_ids = self._special_ids(directory)

    def _special_ids(self, directory: str | None) -> dict:
        named: dict = {}  # name -> token text (None: the config says there is none)
        if directory:
            for config in ("special_tokens_map.json", "tokenizer_config.json"):  # the config wins
                p = os.path.join(directory, config)
                if os.path.isfile(p):
                    try:
                        with open(p, encoding="utf-8") as f:
                            data = json.load(f)
                    except (OSError, ValueError) as e:
                        raise InputError(f"{p}: not readable JSON ({e})") from None
                    for name in SPECIAL_NAMES:
                        if f"{name}_token" in data:
                            named[name] = _token_content(data[f"{name}_token"])
        specials = {t.content for t in self.tok.get_added_tokens_decoder().values() if t.special}
        ids: dict = {}
        for name in SPECIAL_NAMES:
            if name in named:
                text = named[name]
            else:
                text = next((s for s in _SPELLINGS[name] if s in specials), None)
            token_id = None if text is None else self.tok.token_to_id(text)
            if text is not None and token_id is None:
                raise InputError(f"{self.path}: its {name}_token {text!r} is not in its vocabulary")
            ids[name] = token_id
        if ids["unk"] is None:
            unk = getattr(self.tok.model, "unk_token", None)
            ids["unk"] = self.tok.token_to_id(unk) if unk else getattr(self.tok.model, "unk_id", None)
        for name, fallback in (("bos", "cls"), ("eos", "sep")):  # BERT: [CLS] ... [SEP]
            if ids[name] is None:
                ids[name] = ids[fallback]
        return ids

    def card(self) -> dict:
        return {**super().card(), "kind": self.kind, "files": dict(self.files)}

    def encode(self, texts: Sequence[str]) -> list[list[int]]:
        # encode_batch, not encode_batch_fast (no offsets): measured 1.71 s against 2.19 s for 50,000 lines on one
        # thread (tokenizers 0.23, an 8K byte-level BPE)
        return [e.ids for e in self.tok.encode_batch(texts if isinstance(texts, list) else list(texts),
                                                     add_special_tokens=False)]

    def decode(self, ids: Sequence[int]) -> str:
        return self.tok.decode([int(i) for i in ids], skip_special_tokens=True)

    def normalize(self, text: str) -> str:
        return self.tok.normalizer.normalize_str(text) if self.tok.normalizer is not None else text


def seq2seq_target_ids(card: dict) -> dict:
    """The target side's ids in seq2seq batches and the fine-tuning model (``vocab_size``, ``pad``, ``bos``,
    ``eos``) from a tokenizer card. A tokenizer without a pad token of its own (GPT-2's; or one whose pad is its
    bos/eos, transformers' usual ``pad_token = eos_token``, which would mask every ``</s>`` target) pads with
    ``vocab_size``, one id past its own: the model's target vocabulary gains that one type, never a target (the
    loss masks it), never produced (the search blocks it), never read by a target-side LM (it reads its
    sentence boundary there: right padding that no real position attends to)."""
    ids, vocab = card["special_ids"], int(card["vocab_size"])
    pad = ids.get("pad")
    if pad is None or pad in (ids.get("bos"), ids.get("eos")):
        pad, vocab = vocab, vocab + 1
    return {"vocab_size": vocab, "pad": int(pad), "bos": ids.get("bos"), "eos": ids.get("eos")}


def one_line(text: str) -> str:
    """A decoded text on one line: a byte-level tokenizer (GPT-2's) can decode any byte, line breaks included
    (``str.splitlines``'s: ``\\n``, ``\\x1c``, ``\\u2028``, ...), which would break the one line per input that
    generation and translation write; each becomes a space. (lm4gen bpe's nmt_nfkc normalisation removes them
    before encoding, so a sentencepiece model's texts never hold one.)"""
    return _LINE_BREAKS.sub(" ", text)


def hf_files_sha256(files: dict) -> str:
    """The sha256 of a transformers tokenizer: over ``name:sha256`` of each of its files, sorted by name."""
    return hashlib.sha256("".join(f"{name}:{sha}\n" for name, sha in sorted(files.items())).encode()).hexdigest()


def load_tokenizer(path: str, num_threads: int = -1) -> Tokenizer:
    """The tokenizer at ``path``: a sentencepiece ``.model``, a transformers tokenizer directory or a
    ``tokenizer.json``. ``num_threads``: encoding threads (-1: the library's default, all cores)."""
    if os.path.isdir(path):
        if os.path.isfile(os.path.join(path, "tokenizer.json")):
            return HFTokenizer(path, num_threads)
        for name in SPM_FILES:
            if os.path.isfile(os.path.join(path, name)):
                return SentencePieceTokenizer(os.path.join(path, name), num_threads)
        raise InputError(f"{path}: a directory without tokenizer.json (a transformers fast tokenizer: save it with "
                         "AutoTokenizer.from_pretrained(...).save_pretrained(DIR)) or spiece.model")
    if not os.path.isfile(path):
        raise InputError(f"tokenizer model not found: {path}")
    with open(path, "rb") as f:
        head = f.read(64).lstrip()
    if head.startswith(b"{"):
        return HFTokenizer(path, num_threads)
    return SentencePieceTokenizer(path, num_threads)


def tokenizer_info(path: str) -> dict:
    """What a checkpoint records about a tokenizer: path, sha256, vocabulary size, special ids (+ kind and files
    for a transformers tokenizer)."""
    return load_tokenizer(path).info()
