"""The synthetic corpus's grammar (``lm4gen.data_prep.synth``): sentence structures (noun and prepositional
phrases, clauses, sentences) and their realisation in English and in German (agreement, case, verb-second and
verb-final order, separable particles)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from lm4gen.data_prep.synth_lexicon import DE_NUMBERS, EN_NUMBERS, Adv, Noun, Prep, Verb

# ----------------------------------------------------------------------------
# structures


@dataclass(slots=True)
class NP:
    noun: Noun
    number: str = "sg"  # sg, pl
    det: str = "def"  # def, indef, num, my, our, this
    numeral: int = 0  # 1..5 when det == "num"
    adjs: tuple = ()


@dataclass(slots=True)
class PP:
    prep: Prep
    np: NP


@dataclass(slots=True)
class Clause:
    subj: NP
    verb: Verb
    acc: Optional[NP] = None  # accusative object (frames t, g)
    dat: Optional[NP] = None  # dative object (frames d, g)
    time: Optional[Adv] = None  # time or frequency adverb
    manner: Optional[Adv] = None
    pp: Optional[PP] = None
    neg: bool = False
    front: Optional[str] = None  # None, "adv" (time adverb first) or "pp" (prepositional phrase first)


@dataclass(slots=True)
class Sentence:
    kind: str  # simple, weil, dass, wenn, und, aber
    main: Clause
    other: Optional[Clause] = None  # the subordinate clause or second conjunct


# ----------------------------------------------------------------------------
# realisation: English


def en_np(np: NP) -> list[str]:
    words = [a.en for a in np.adjs] + [np.noun.en_sg if np.number == "sg" else np.noun.en_pl]
    if np.det == "def":
        return ["the"] + words
    if np.det == "indef":
        if np.number == "pl":
            return words
        return ["an" if words[0][0] in "aeiou" else "a"] + words
    if np.det == "num":
        return [EN_NUMBERS[np.numeral]] + words
    if np.det == "this":
        return ["this" if np.number == "sg" else "these"] + words
    return [np.det] + words  # my, our


def en_pp(pp: PP) -> list[str]:
    return pp.prep.en.split() + en_np(pp.np)


def en_clause(c: Clause) -> list[str]:
    v = c.verb
    sg = c.subj.number == "sg"
    out: list[str] = []
    if c.front == "adv":
        out += c.time.en.split()
    elif c.front == "pp":
        out += en_pp(c.pp)
    out += en_np(c.subj)
    if c.time is not None and c.front != "adv" and c.time.kind.startswith("freq"):
        out.append(c.time.en)
    if c.neg:
        out += ["does" if sg else "do", "not", v.en_base]
    else:
        out.append(v.en_3sg if sg else v.en_base)
    if v.en_part:
        out += v.en_part.split()
    if c.dat is not None:
        out += en_np(c.dat)
    if c.acc is not None:
        out += en_np(c.acc)
    if c.manner is not None:
        out.append(c.manner.en)
    if c.pp is not None and c.front != "pp":
        out += en_pp(c.pp)
    if c.time is not None and c.front != "adv" and c.time.kind == "time":
        out += c.time.en.split()
    return out


def en_sentence(s: Sentence) -> list[str]:
    if s.kind == "simple":
        return en_clause(s.main)
    if s.kind == "weil":
        return en_clause(s.main) + ["because"] + en_clause(s.other)
    if s.kind == "dass":
        return en_clause(s.main) + ["that"] + en_clause(s.other)
    if s.kind == "wenn":
        return ["when"] + en_clause(s.other) + [","] + en_clause(s.main)
    if s.kind == "und":
        return en_clause(s.main) + ["and"] + en_clause(s.other)
    if s.kind == "aber":
        return en_clause(s.main) + [",", "but"] + en_clause(s.other)
    raise ValueError(f"unknown sentence kind {s.kind!r}")


# ----------------------------------------------------------------------------
# realisation: German

_CASE = {"nom": 0, "acc": 1, "dat": 2}
_DER = {"m": ("der", "den", "dem"), "f": ("die", "die", "der"), "n": ("das", "das", "dem"), "pl": ("die", "die", "den")}
_DIESER = {"m": ("er", "en", "em"), "f": ("e", "e", "er"), "n": ("es", "es", "em"), "pl": ("e", "e", "en")}
_EIN = {"m": ("", "en", "em"), "f": ("e", "e", "er"), "n": ("", "", "em"), "pl": ("e", "e", "en")}
# adjective endings: weak (after der/dieser, and after ein-words in the plural),
# mixed (after ein/mein/unser in the singular), strong (plural without determiner or after 2..5)
_WEAK = {"m": ("e", "en", "en"), "f": ("e", "e", "en"), "n": ("e", "e", "en"), "pl": ("en", "en", "en")}
_MIXED = {"m": ("er", "en", "en"), "f": ("e", "e", "en"), "n": ("es", "es", "en")}
_STRONG_PL = ("e", "e", "en")


def _inflect(stem: str, ending: str) -> str:
    return stem + ending[1:] if stem.endswith("e") and ending else stem + ending  # müde+e, müde+en


def de_np(np: NP, case: str) -> list[str]:
    k = _CASE[case]
    slot = "pl" if np.number == "pl" else np.noun.gender
    if np.number == "sg":
        noun = np.noun.de_sg
    else:
        noun = np.noun.de_pl_dat if case == "dat" else np.noun.de_pl
    det: list[str]
    if np.det == "def":
        det, table = [_DER[slot][k]], _WEAK
    elif np.det == "this":
        det, table = ["dies" + _DIESER[slot][k]], _WEAK
    elif np.det in ("my", "our") or (np.det in ("indef", "num") and np.number == "sg"):
        stem = {"my": "mein", "our": "unser"}.get(np.det, "ein")
        det, table = [stem + _EIN[slot][k]], (_WEAK if np.number == "pl" else _MIXED)
    elif np.det == "num":  # 2..5, plural
        det, table = [DE_NUMBERS[np.numeral]], None
    else:  # indefinite plural: no determiner
        det, table = [], None
    ending = table[slot][k] if table is not None else _STRONG_PL[k]
    return det + [_inflect(a.de, ending) for a in np.adjs] + [noun]


def de_pp(pp: PP) -> list[str]:
    np_words = de_np(pp.np, "dat")
    if pp.prep.de == "in" and np_words[0] == "dem":
        return ["im"] + np_words[1:]
    return [pp.prep.de] + np_words


def _de_midfield(c: Clause) -> list[str]:
    out: list[str] = []
    if c.time is not None and c.front != "adv":
        out.append(c.time.de)
    if c.dat is not None:
        out += de_np(c.dat, "dat")
    if c.acc is not None:
        out += de_np(c.acc, "acc")
    if c.neg:
        out.append("nicht")
    if c.manner is not None:
        out.append(c.manner.de)
    if c.pp is not None and c.front != "pp":
        out += de_pp(c.pp)
    return out


def de_finite(c: Clause) -> str:
    return c.verb.de_3sg if c.subj.number == "sg" else c.verb.de_pl


def de_clause(c: Clause, order: str = "main") -> list[str]:
    """``main``: verb second (after the subject or a fronted adverb/PP); ``inverted``:
    verb first, then subject (main clause after a fronted subordinate clause);
    ``sub``: verb last, separable prefix joined to the verb."""
    subj = de_np(c.subj, "nom")
    fin = de_finite(c)
    part = [c.verb.de_part] if c.verb.de_part else []
    if order == "sub":
        return subj + _de_midfield(c) + [c.verb.de_part + fin]
    if order == "inverted":
        return [fin] + subj + _de_midfield(c) + part
    if c.front == "adv":
        first = [c.time.de]
    elif c.front == "pp":
        first = de_pp(c.pp)
    else:
        return subj + [fin] + _de_midfield(c) + part
    return first + [fin] + subj + _de_midfield(c) + part


def de_sentence(s: Sentence) -> list[str]:
    if s.kind == "simple":
        return de_clause(s.main)
    if s.kind == "weil":
        return de_clause(s.main) + [",", "weil"] + de_clause(s.other, "sub")
    if s.kind == "dass":
        return de_clause(s.main) + [",", "dass"] + de_clause(s.other, "sub")
    if s.kind == "wenn":
        return ["wenn"] + de_clause(s.other, "sub") + [","] + de_clause(s.main, "inverted")
    if s.kind == "und":
        return de_clause(s.main) + ["und"] + de_clause(s.other)
    if s.kind == "aber":
        return de_clause(s.main) + [",", "aber"] + de_clause(s.other)
    raise ValueError(f"unknown sentence kind {s.kind!r}")


def finish_sentence(tokens: list[str]) -> str:
    text = " ".join(tokens).replace(" ,", ",") + "."
    return text[0].upper() + text[1:]


def realize(s: Sentence) -> tuple[str, str]:
    """The (English, German) text of a sentence structure."""
    return finish_sentence(en_sentence(s)), finish_sentence(de_sentence(s))


def n_words(text: str) -> int:
    return len(text.split())


