"""Synthetic English→German corpus: the embedded default data of the quickstart.

    lm4gen synth --output data/synth [--seed 1] [--mono 20000] \\
        [--train 10000] [--valid 500] [--test 500] [--rare-nouns 0] [--collocations 0]

writes ``mono.en`` and ``mono.de`` (monolingual text for LM pretraining),
``train.{en,de}``, ``valid.{en,de}`` and ``test.{en,de}`` (line-aligned parallel
text for finetuning and evaluation) and, last, ``card.json`` (generator version,
seed, sizes, line counts, word types, sha256 of every file). Every file is written
to a temporary name and renamed when complete, and an old ``card.json`` is removed
before anything else is written, so the presence of ``card.json`` means the corpus
is complete.

Why: the quickstart must show the whole pipeline (BPE, LM pretraining on monolingual
text, seq2seq finetuning, BLEU) working on a laptop without downloading WMT. Random
token soup would make BLEU meaningless; real WMT is far too big. This module instead
generates real-word sentences from a small generative grammar whose translation is
deterministic (one German sentence per English sentence) yet needs real structure:
agreement, case, reordering. A small Transformer learns it to a BLEU well above
chance within minutes on 2 CPU cores, and an LM pretrained on the monolingual part
has something genuine to contribute (the German morphology and word order).
(Checked on 2 CPU cores: a word-level 3+3-layer Transformer trained on the default
train split reached test BLEU 63 after about 2.5 minutes and 73 after 4 minutes.)

The grammar
-----------
* Lexicon (``lm4gen.data_prep.synth_lexicon``; the grammar below in ``lm4gen.data_prep.synth_grammar``): 73 nouns
  (persons, animals, things and places; German gender and plural,
  dative plural in -n), 56 verbs (intransitive, transitive with an accusative
  object, dative verbs such as *helfen*, ditransitive *geben*/*zeigen*, separable
  verbs such as *aufheben* and *anrufen*, irregular present forms such as *sieht*,
  *trägt*, *weiß*, and five clause-taking verbs), 24 adjectives (eight colours),
  20 adverbs (time, frequency, manner), 7 prepositions, numbers one to five.
  Semantic tags keep the sentences sensible (people read books, dogs do not).
* Noun phrases: determiner (the/der, a/ein, one..five/ein..fünf, my/mein,
  our/unser, this/dieser; bare plurals), up to two adjectives, noun. The German side
  inflects determiner, adjective (weak, mixed and strong endings) and noun for
  gender, number and case (nominative subject, accusative object, dative indirect
  object, dative after prepositions, ``in dem`` → ``im``).
* Clauses: subject, finite verb agreeing in number (sieht/sehen, sees/see), objects,
  optional time/frequency adverb, manner adverb, prepositional phrase, negation
  (does not / nicht). German main clauses are verb-second: a fronted adverb or
  prepositional phrase puts the verb before the subject (*Heute sieht der Mann den
  Hund*); separable particles go to the end (*hebt den Ball auf*).
* Sentences: a simple clause; clause + *because*/*, weil* subordinate clause;
  *X says/knows/thinks/believes/hopes that* / *, dass* clause; fronted
  *When*/*Wenn* clause followed by an inverted main clause; two main clauses joined
  by *and*/*und* or *, but*/*, aber*. German subordinate clauses are verb-final
  (*..., weil der Mann den Ball aufhebt*).
* Sentences have 4 to 25 words on both sides, start with a capital letter and end
  with ".". English has a/an, plural -s and irregular plurals, third-person -s.
  About 400 English and 500 German word types occur (the default corpus: 402 and 498).

Rare nouns (``--rare-nouns N``, default 0: off, and then the files are byte for byte what
they were without the option): N invented nouns join the lexicon, the same list for every
corpus seed (:func:`nonce_nouns`: two-syllable English forms, unrelated German forms with a
gender and its plural class, the tags of a person, animal, thing, food or place), and a noun
slot takes one of them with probability ``--rare-share`` (0.35), the one of rank r with weight
1/r^``--rare-zipf``. That gives the lexicon the long tail real text has: with N=1000 and the
default shares, 1,500 training pairs contain 413 of the invented nouns and 20,000 monolingual
sentences 956; a third of the test set's invented-noun tokens are unseen in the training pairs
or seen at most twice, and most of those occur five times or more in the monolingual text.
Words rare in the bitext and frequent in the monolingual text are what a pretrained LM can
know better than the translation model (the paper's low-resource gains).

Collocations (``--collocations P``, default 0: off, the same bytes as without it): every verb
slot (subject, dative, accusative object) and every preposition prefers ``--colloc-nouns`` (3)
of the nouns that fit it, and every noun ``--colloc-adjectives`` (2) of its adjectives plus one
colour; a slot takes a preferred word with probability P. The preferences are fixed by a hash
of the word (the same for every corpus seed). Why: in the plain grammar the words of one class
occur in exactly the same contexts, so distributional learning cannot tell them apart; the
quickstart's cloze LM gave the nouns of one class input embeddings with a mean cosine of
0.88-0.99 (a bitext-trained baseline's: 0.04-0.57), and a model fed its states confused exactly
those words. Real text has such preferences (people read books, dogs bark).

Splits: test, valid and train are drawn from separate seeded streams, in that order,
and each skips English sources already drawn (so valid/test never appear in train
and no source repeats within a split). ``mono.en``/``mono.de`` come from two further
independent streams and skip the valid/test sentences of their language, so the
pretrained LMs have not seen the evaluation sets. All randomness comes from
``random.Random`` instances seeded from sha256 of (version, seed, stream): the same
seed and sizes give byte-identical files on every machine and Python run.
"""

from __future__ import annotations

import argparse
import bisect
import hashlib
import itertools
import os
import random
import sys
import time
from dataclasses import dataclass
from typing import Optional, Sequence

from lm4gen.core.files import TOOL_VERSION, atomic_write, write_json_atomic
from lm4gen.data_prep.synth_grammar import (NP, PP, Clause, Sentence, de_sentence, en_sentence, finish_sentence,
                                            n_words, realize)
from lm4gen.data_prep.synth_lexicon import (ADJECTIVES, ADVERBS, NOUN_LIST, NOUNS, PREPOSITIONS, VERBS, Adj, Noun,
                                            Verb, nouns_with, verb_key)

GENERATOR_VERSION = "lm4gen-synth/1"
MIN_WORDS = 4
MAX_WORDS = 25
PARALLEL_FILES = ("train", "valid", "test")

# ----------------------------------------------------------------------------
# sampling

_FRAMES = {f: [v for v in VERBS.values() if v.frame == f] for f in "itdgc"}
_CLAUSE_FRAMES = ("i", "t", "d", "g")
_CLAUSE_FRAME_WEIGHTS = (30, 47, 8, 15)
_DETS = ("def", "indef", "num", "my", "our", "this")
_DET_WEIGHTS = (46, 22, 10, 7, 5, 10)
_TIME_ADVS = [a for a in ADVERBS.values() if a.kind.startswith(("time", "freq"))]
_MANNER_ADVS = [a for a in ADVERBS.values() if a.kind == "manner"]
_MANNER_PL_ADVS = [a for a in ADVERBS.values() if a.kind.startswith("manner")]
_PREP_LIST = list(PREPOSITIONS.values())
_SENTENCE_KINDS = ("simple", "weil", "dass", "wenn", "und", "aber")
_SENTENCE_WEIGHTS = (50, 12, 11, 9, 11, 7)


_STATIVE = frozenset({"have", "like", "love", "need", "see", "hear"})  # no manner adverb


class _Weighted:
    """A fixed weighted choice (cumulative weights precomputed, bisect on one draw)."""

    def __init__(self, items: Sequence, weights: Sequence[float]):
        self.items = tuple(items)
        self.cum = tuple(itertools.accumulate(weights))

    def pick(self, rng: random.Random):
        return self.items[bisect.bisect_right(self.cum, rng.random() * self.cum[-1])]


_FRAME_PICK = _Weighted(_CLAUSE_FRAMES, _CLAUSE_FRAME_WEIGHTS)
_DET_PICK = _Weighted(_DETS, _DET_WEIGHTS)
_KIND_PICK = _Weighted(_SENTENCE_KINDS, _SENTENCE_WEIGHTS)


def _pick(rng: random.Random, seq: Sequence):
    """Uniform choice with one ``random()`` draw (cheaper than ``Random.choice``)."""
    return seq[int(rng.random() * len(seq))]


def _adjectives_for(noun: Noun) -> tuple[list[Adj], list[Adj], list[Adj]]:
    """(plain adjectives, colours, both) that suit the noun: no colours for persons."""
    kind = "P" if "P" in noun.tags else "A" if "A" in noun.tags else "T"
    plain = [a for a in ADJECTIVES.values() if a.cls == "g" or a.cls == ("t" if kind == "T" else "a")]
    colours = [] if kind == "P" else [a for a in ADJECTIVES.values() if a.cls == "c"]
    return plain, colours, plain + colours


_ADJ_FOR = {noun: _adjectives_for(noun) for noun in NOUN_LIST}


# ----------------------------------------------------------------------------
# rare nouns: a Zipfian tail for the low-resource effect (``--rare-nouns``)

# (tags, share of the nonce nouns): persons, animals, things to carry/wash, food, places
_RARE_CLASSES = (("P,visit", 25), ("A,wash", 20), ("carry,wash", 25), ("food,carry", 15), ("in,near", 15))
_EN_ONSETS = "b bl br d dr f fl g gl gr k l m n p pl pr s sk sl sn sp st t tr v w z".split()
_EN_VOWELS = "a e i o u oo ee ai ou".split()
_EN_CODAS = "b ck d g k l m n nd nk p rt sh st t x".split()
_DE_ONSETS = "b br d dr f fl g gr k kl kr l m n p pf r s sch schl schw st t tr w z".split()
_DE_VOWELS = "a e i o u au ei ä ö ü ie".split()
_DE_CODAS = "ch ck d f g k l m n nd ng nk r rt s t tz".split()


def _nonce(rng: random.Random, onsets, vowels, codas) -> str:
    """Two syllables: onset+vowel, then onset+vowel+coda ("blatrok", "schwiepfeng")."""
    return _pick(rng, onsets) + _pick(rng, vowels) + _pick(rng, onsets) + _pick(rng, vowels) + _pick(rng, codas)


def _en_plural(word: str) -> str:
    return word + ("es" if word.endswith(("s", "x", "sh", "ch", "z")) else "s")


def nonce_nouns(count: int) -> list[Noun]:
    """``count`` invented nouns, the same list (and order: the Zipf ranks) for every corpus seed: an English
    form (plural -s/-es) and an unrelated German one with a gender and the plural of its class (feminine -n/-en,
    masculine -e, neuter -er), tags of a person, animal, thing, food or place (:data:`_RARE_CLASSES`). No form
    equals another word of the lexicon."""
    rng = random.Random(int.from_bytes(hashlib.sha256(b"lm4gen-synth/nonce-nouns").digest()[:8], "big"))
    classes = _Weighted([tags for tags, _ in _RARE_CLASSES], [w for _, w in _RARE_CLASSES])
    genders = _Weighted(("m", "f", "n"), (40, 35, 25))
    taken_en = {w.lower() for n in NOUN_LIST for w in (n.en_sg, n.en_pl)}
    taken_de = {w.lower() for n in NOUN_LIST for w in (n.de_sg, n.de_pl)}
    for entry in itertools.chain(VERBS.values(), ADJECTIVES.values(), ADVERBS.values(), PREPOSITIONS.values()):
        for field in ("en_base", "en_3sg", "en_part", "en"):
            taken_en.update(getattr(entry, field, "").lower().split())
        for field in ("de_3sg", "de_pl", "de_part", "de"):
            taken_de.update(getattr(entry, field, "").lower().split())
    nouns: list[Noun] = []
    while len(nouns) < count:
        en = _nonce(rng, _EN_ONSETS, _EN_VOWELS, _EN_CODAS)
        de = _nonce(rng, _DE_ONSETS, _DE_VOWELS, _DE_CODAS).capitalize()
        gender = genders.pick(rng)
        tags = frozenset(classes.pick(rng).split(","))
        if gender == "f":
            de += "e" if rng.random() < 0.5 else ""
            de_pl = de + ("n" if de.endswith("e") else "en")
        else:
            de_pl = de + ("e" if gender == "m" else "er")
        en_pl = _en_plural(en)
        if {en, en_pl} & taken_en or {de.lower(), de_pl.lower()} & taken_de:
            continue
        taken_en.update((en, en_pl))
        taken_de.update((de.lower(), de_pl.lower()))
        nouns.append(Noun(en, en_pl, de, de_pl, gender, tags))
    return nouns


@dataclass(frozen=True)
class RareNouns:
    """The Zipfian tail of the lexicon: invented nouns, rare in a small bitext, frequent enough in monolingual
    text for an LM to learn them (the property the paper's low-resource gains rest on). ``count`` 0 leaves the
    grammar as it is (the same bytes as without it)."""

    count: int = 0  # invented nouns added to the lexicon (:func:`nonce_nouns`)
    share: float = 0.35  # chance that a noun slot takes one of them (when one fits the slot)
    zipf: float = 1.0  # exponent s: the nonce noun of rank r is drawn with weight 1/r**s

    def __post_init__(self):
        if isinstance(self.count, bool) or not isinstance(self.count, int) or self.count < 0:
            raise ValueError(f"rare_nouns.count must be a non-negative integer, got {self.count!r}")
        if not 0.0 <= self.share <= 1.0:
            raise ValueError(f"rare_nouns.share must be in [0, 1], got {self.share!r}")
        if not self.zipf >= 0.0:
            raise ValueError(f"rare_nouns.zipf must be >= 0, got {self.zipf!r}")


@dataclass(frozen=True)
class Collocations:
    """Word-specific preferences (selectional preferences, collocations): each verb slot and preposition prefers
    a few nouns, each noun a few adjectives. Without them the words of one class occur in exactly the same
    contexts, so no LM can tell them apart: the quickstart's cloze LM gave the nouns of one class input
    embeddings with a mean cosine of 0.88-0.99 (a baseline's bitext-trained embeddings: 0.04-0.57), and a model
    fed its states confuses exactly those words. ``strength`` 0 leaves the grammar as it is (the same bytes)."""

    strength: float = 0.0  # chance that a slot draws from its preferred words instead of all that fit
    nouns: int = 3  # preferred nouns per verb slot (subject, objects) and per preposition
    adjectives: int = 2  # preferred adjectives per noun (plus one preferred colour where colours fit)

    def __post_init__(self):
        if not 0.0 <= self.strength <= 1.0:
            raise ValueError(f"collocations.strength must be in [0, 1], got {self.strength!r}")
        for name in ("nouns", "adjectives"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(f"collocations.{name} must be a positive integer, got {value!r}")


def _fixed_subset(key: str, items: Sequence, k: int) -> list:
    """``k`` of ``items`` chosen by a hash of ``key``: the same for every corpus seed (part of the language)."""
    rng = random.Random(int.from_bytes(hashlib.sha256(f"lm4gen-synth/collocations\0{key}".encode()).digest()[:8],
                                       "big"))
    return rng.sample(list(items), min(k, len(items)))


class Lexicon:
    """The nouns a sampler draws from: the base lexicon, plus :class:`RareNouns` when asked."""

    def __init__(self, rare: RareNouns = RareNouns(), colloc: Collocations = Collocations()):
        self.rare = rare
        self.colloc = colloc
        self.nonce = nonce_nouns(rare.count)
        self._rare_with: dict[frozenset, _Weighted | None] = {}
        self.adjectives = {noun: _adjectives_for(noun) for noun in self.nonce}
        self._preferred: dict = {}

    def rare_with(self, tags: frozenset) -> "_Weighted | None":
        """The nonce nouns carrying any of ``tags``, Zipf-weighted by their rank (None: none fits)."""
        if tags not in self._rare_with:
            fit = [(r, n) for r, n in enumerate(self.nonce, 1) if "any" in tags or n.tags & tags]
            self._rare_with[tags] = _Weighted([n for _, n in fit], [r ** -self.rare.zipf for r, _ in fit]) \
                if fit else None
        return self._rare_with[tags]

    def adjectives_for(self, noun: Noun, rng: random.Random):
        """(plain, colours, both) for the noun: its preferred ones with probability ``colloc.strength``."""
        fit = _ADJ_FOR.get(noun) or self.adjectives[noun]
        if not self.colloc.strength or rng.random() >= self.colloc.strength:
            return fit
        if noun not in self._preferred:
            key = f"adj\0{noun.en_sg}"
            plain = _fixed_subset(key, fit[0], self.colloc.adjectives)
            colours = _fixed_subset(key + "\0colour", fit[1], 1)
            self._preferred[noun] = (plain, colours, plain + colours)
        return self._preferred[noun]

    def nouns_for(self, slot: Optional[str], tags: frozenset, rng: random.Random) -> list[Noun]:
        """The base nouns a slot draws from: its preferred ones with probability ``colloc.strength``."""
        fit = nouns_with(tags)
        if slot is None or not self.colloc.strength or rng.random() >= self.colloc.strength:
            return fit
        if (slot, tags) not in self._preferred:
            self._preferred[slot, tags] = _fixed_subset(f"noun\0{slot}", fit, self.colloc.nouns)
        return self._preferred[slot, tags]


def _sample_np(rng: random.Random, tags: frozenset, avoid: Sequence[Noun] = (), lex: Optional[Lexicon] = None,
               slot: Optional[str] = None) -> NP:
    """A noun phrase whose noun carries one of ``tags``, not one of ``avoid``; ``slot`` names the verb or
    preposition slot for :class:`Collocations`."""
    rare = lex.rare_with(tags) if lex is not None and lex.nonce else None
    if rare is not None and rng.random() < lex.rare.share:
        draw, size = rare.pick, len(rare.items)
    else:
        candidates = nouns_with(tags) if lex is None else lex.nouns_for(slot, tags, rng)
        draw, size = (lambda r: _pick(r, candidates)), len(candidates)
    noun = draw(rng)
    if noun in avoid and size > len(avoid):
        while noun in avoid:
            noun = draw(rng)
    det = _DET_PICK.pick(rng)
    numeral = 0
    if det == "num":
        numeral = 1 + int(rng.random() * 5)
        number = "sg" if numeral == 1 else "pl"
    else:
        number = "sg" if rng.random() < 0.68 else "pl"
    r = rng.random()
    adjs: tuple = ()
    if r < 0.38:
        plain, colours, both = _ADJ_FOR[noun] if lex is None else lex.adjectives_for(noun, rng)
        if r < 0.30:
            adjs = (_pick(rng, both),)
        elif colours:
            adjs = (_pick(rng, plain), _pick(rng, colours))
    return NP(noun, number, det, numeral, adjs)


def _definite_like(np: Optional[NP]) -> bool:
    return np is None or np.det in ("def", "my", "our", "this")


def sample_clause(rng: random.Random, allow_front: bool = True, verb: Optional[Verb] = None,
                  lex: Optional[Lexicon] = None) -> Clause:
    """One clause with a random verb of frames i/t/d/g (or the given verb)."""
    if verb is None:
        verb = _pick(rng, _FRAMES[_FRAME_PICK.pick(rng)])
    key = verb_key(verb)
    subj = _sample_np(rng, verb.subj_tags, (), lex, key + "\0subj")
    used = [subj.noun]
    dat = acc = None
    if verb.frame == "d":
        dat = _sample_np(rng, verb.obj_tags, used, lex, key + "\0dat")
        used.append(dat.noun)
    elif verb.frame == "g":
        dat = _sample_np(rng, verb.dat_tags, used, lex, key + "\0dat")
        used.append(dat.noun)
    if verb.frame in "tg":
        acc = _sample_np(rng, verb.obj_tags, used, lex, key + "\0acc")
        used.append(acc.noun)
    if verb.frame == "c":  # matrix of a that-clause: subject, verb, maybe adverb/negation
        time = _pick(rng, _TIME_ADVS) if rng.random() < 0.25 else None
        front = None
        if time is not None and time.frontable and allow_front and rng.random() < 0.6:
            front = "adv"
        elif time is not None and not time.kind.startswith("freq"):
            time = None  # "The woman says today that ..." is avoided
        neg = time is None and rng.random() < 0.1
        return Clause(subj, verb, time=time, neg=neg, front=front)
    time = _pick(rng, _TIME_ADVS) if rng.random() < 0.3 else None
    manner = None
    if rng.random() < 0.18 and verb_key(verb) not in _STATIVE:
        manner = _pick(rng, _MANNER_PL_ADVS if subj.number == "pl" else _MANNER_ADVS)
    pp = None
    if rng.random() < 0.3:
        prep = _pick(rng, _PREP_LIST)
        pp = PP(prep, _sample_np(rng, prep.tags, used, lex, "prep\0" + prep.en))
    neg = (rng.random() < 0.12 and manner is None and _definite_like(acc) and _definite_like(dat)
           and (time is None or time.kind == "time"))
    front = None
    if allow_front:
        if time is not None and time.frontable and rng.random() < 0.5:
            front = "adv"
        elif pp is not None and pp.prep.en != "with" and rng.random() < 0.35:
            front = "pp"
    return Clause(subj, verb, acc, dat, time, manner, pp, neg, front)


def sample_sentence(rng: random.Random, lex: Optional[Lexicon] = None) -> Sentence:
    """One sentence structure (length not checked; see :func:`sample`)."""
    kind = _KIND_PICK.pick(rng)
    if kind == "simple":
        return Sentence(kind, sample_clause(rng, lex=lex))
    if kind == "dass":
        matrix = sample_clause(rng, verb=_pick(rng, _FRAMES["c"]), lex=lex)
        return Sentence(kind, matrix, sample_clause(rng, allow_front=False, lex=lex))
    if kind == "wenn":
        return Sentence(kind, sample_clause(rng, allow_front=False, lex=lex),
                        sample_clause(rng, allow_front=False, lex=lex))
    return Sentence(kind, sample_clause(rng, lex=lex), sample_clause(rng, allow_front=False, lex=lex))


def sample(rng: random.Random, lex: Optional[Lexicon] = None) -> tuple[Sentence, str, str]:
    """A sentence structure and its (English, German) text, both 4..25 words long."""
    while True:
        s = sample_sentence(rng, lex)
        en, de = realize(s)
        if MIN_WORDS <= n_words(en) <= MAX_WORDS and MIN_WORDS <= n_words(de) <= MAX_WORDS:
            return s, en, de


def sample_pair(rng: random.Random, lex: Optional[Lexicon] = None) -> tuple[str, str]:
    _, en, de = sample(rng, lex)
    return en, de


# ----------------------------------------------------------------------------
# corpus


def stream_rng(seed: int, stream: str) -> random.Random:
    """An independent, platform-stable random stream for (seed, stream)."""
    digest = hashlib.sha256(f"{GENERATOR_VERSION}\0{seed}\0{stream}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def _draw_parallel(rng: random.Random, n: int, taken: set, split: str, lex: Optional[Lexicon] = None
                   ) -> list[tuple[str, str]]:
    """``n`` pairs whose English sources are new (not in ``taken``, which is updated)."""
    pairs: list[tuple[str, str]] = []
    budget = 50 * n + 10_000
    while len(pairs) < n:
        if budget == 0:
            raise RuntimeError(f"{split}: could draw only {len(pairs)} of {n} distinct sentences; ask for fewer")
        budget -= 1
        en, de = sample_pair(rng, lex)
        if en not in taken:
            taken.add(en)
            pairs.append((en, de))
    return pairs


def _draw_mono(rng: random.Random, n: int, lang: str, held_out: set, lex: Optional[Lexicon] = None) -> list[str]:
    """``n`` sentences of one language (4..25 words, not in ``held_out``); only that side is realised."""
    realize_side = en_sentence if lang == "en" else de_sentence
    out: list[str] = []
    while len(out) < n:
        text = finish_sentence(realize_side(sample_sentence(rng, lex)))
        if MIN_WORDS <= n_words(text) <= MAX_WORDS and text not in held_out:
            out.append(text)
    return out


def _check_size(name: str, value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{name} must be a non-negative integer, got {value!r}")
    return value


def _word_types(lines: list[str]) -> set:
    return {w.strip(".,") for line in lines for w in line.split()}


def build_corpus(seed: int = 1, mono: int = 20000, train: int = 10000, valid: int = 500, test: int = 500,
                 rare: RareNouns = RareNouns(), colloc: Collocations = Collocations()) -> dict[str, list[str]]:
    """The corpus as {file name: lines} (nothing written)."""
    lex = Lexicon(rare, colloc)
    sizes = {"mono": mono, "train": train, "valid": valid, "test": test}
    for name, value in sizes.items():
        _check_size(name, value)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    taken: set = set()
    splits = {}
    for split in ("test", "valid", "train"):  # held-out first: they never depend on the train size
        splits[split] = _draw_parallel(stream_rng(seed, split), sizes[split], taken, split, lex)
    held_en = {en for split in ("valid", "test") for en, _ in splits[split]}
    held_de = {de for split in ("valid", "test") for _, de in splits[split]}
    files = {
        "mono.en": _draw_mono(stream_rng(seed, "mono.en"), mono, "en", held_en, lex),
        "mono.de": _draw_mono(stream_rng(seed, "mono.de"), mono, "de", held_de, lex),
    }
    for split in PARALLEL_FILES:
        files[f"{split}.en"] = [en for en, _ in splits[split]]
        files[f"{split}.de"] = [de for _, de in splits[split]]
    return files


def generate_corpus(output_dir: str, seed: int = 1, mono: int = 20000, train: int = 10000,
                    valid: int = 500, test: int = 500, rare: RareNouns = RareNouns(),
                    colloc: Collocations = Collocations()) -> dict:
    """Write the corpus into ``output_dir`` and return its card (also ``card.json``)."""
    files = build_corpus(seed, mono, train, valid, test, rare, colloc)
    os.makedirs(output_dir, exist_ok=True)
    card_path = os.path.join(output_dir, "card.json")
    if os.path.lexists(card_path):
        os.unlink(card_path)  # an interrupted rerun must not look complete
    entries = {}
    for name, lines in files.items():
        data = "".join(line + "\n" for line in lines).encode("utf-8")
        with atomic_write(os.path.join(output_dir, name), "wb") as f:
            f.write(data)
        entries[name] = {"lines": len(lines), "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    card = {
        "generator": GENERATOR_VERSION,
        "tool_version": TOOL_VERSION,
        "languages": {"source": "en", "target": "de"},
        "seed": seed,
        "sizes": {"mono": mono, "train": train, "valid": valid, "test": test},
        "files": entries,
        "word_types": {lang: len(_word_types([line for name, ls in files.items() if name.endswith("." + lang)
                                              for line in ls]))
                       for lang in ("en", "de")},
        "lexicon": {"nouns": len(NOUNS), "verbs": len(VERBS), "adjectives": len(ADJECTIVES),
                    "adverbs": len(ADVERBS), "prepositions": len(PREPOSITIONS)},
    }
    if rare.count:
        card["rare_nouns"] = {"count": rare.count, "share": rare.share, "zipf": rare.zipf}
        train_en = _word_types(files["train.en"])
        card["rare_nouns"]["in_train"] = sum(n.en_sg in train_en or n.en_pl in train_en
                                             for n in nonce_nouns(rare.count))
    if colloc.strength:
        card["collocations"] = {"strength": colloc.strength, "nouns": colloc.nouns, "adjectives": colloc.adjectives}
    write_json_atomic(card_path, card)
    return card


def _nonneg_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be a non-negative integer, got {value}")
    return value


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen synth", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--output", required=True, metavar="DIR",
                   help="directory for mono.{en,de}, {train,valid,test}.{en,de} and card.json")
    p.add_argument("--seed", type=int, default=1, help="seed of every random stream (default 1)")
    p.add_argument("--mono", type=_nonneg_int, default=20000,
                   help="sentences in each of mono.en and mono.de (default 20000)")
    p.add_argument("--train", type=_nonneg_int, default=10000, help="parallel training pairs (default 10000)")
    p.add_argument("--valid", type=_nonneg_int, default=500, help="parallel validation pairs (default 500)")
    p.add_argument("--test", type=_nonneg_int, default=500, help="parallel test pairs (default 500)")
    p.add_argument("--rare-nouns", type=_nonneg_int, default=0, metavar="N",
                   help="add N invented nouns drawn with Zipfian frequencies (a long tail of rare words; default 0: "
                        "the base lexicon only)")
    p.add_argument("--rare-share", type=float, default=RareNouns.share,
                   help="chance that a noun slot takes an invented noun (default %(default)s)")
    p.add_argument("--rare-zipf", type=float, default=RareNouns.zipf,
                   help="Zipf exponent over the invented nouns' ranks (default %(default)s)")
    p.add_argument("--collocations", type=float, default=0.0, metavar="P",
                   help="chance that a verb/preposition slot takes one of its preferred nouns and a noun one of its "
                        "preferred adjectives (word-specific contexts an LM can learn; default 0: none)")
    p.add_argument("--colloc-nouns", type=int, default=Collocations.nouns,
                   help="preferred nouns per verb slot and preposition (default %(default)s)")
    p.add_argument("--colloc-adjectives", type=int, default=Collocations.adjectives,
                   help="preferred adjectives per noun (default %(default)s)")
    a = p.parse_args(argv)
    start = time.monotonic()
    try:
        card = generate_corpus(a.output, a.seed, a.mono, a.train, a.valid, a.test,
                               RareNouns(a.rare_nouns, a.rare_share, a.rare_zipf),
                               Collocations(a.collocations, a.colloc_nouns, a.colloc_adjectives))
    except (ValueError, RuntimeError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(f"[synth] wrote {a.output}: mono {a.mono}+{a.mono}, train {a.train}, valid {a.valid}, test {a.test} "
          f"(seed {a.seed}, {card['word_types']['en']} en / {card['word_types']['de']} de word types, "
          f"{time.monotonic() - start:.1f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

