"""The synthetic corpus's lexicon (``lm4gen.data_prep.synth``): its nouns, verbs, adjectives, adverbs and
prepositions as data tables with their English and German forms, German gender and plural, and the semantic tags
that keep sentences sensible; parsed once at import into the word classes the grammar uses."""

from __future__ import annotations

from dataclasses import dataclass

# ----------------------------------------------------------------------------
# lexicon

# en singular | en plural | de singular | de plural | gender | tags
# tags: P person, A animal; object classes food/read/write/open/wash/carry/visit;
# places for prepositions: in (in), on (auf), near (unter/neben/vor/hinter).
_NOUNS = """
man|men|Mann|Männer|m|P,visit
woman|women|Frau|Frauen|f|P,visit
child|children|Kind|Kinder|n|P,wash,visit
girl|girls|Mädchen|Mädchen|n|P,visit
teacher|teachers|Lehrer|Lehrer|m|P,visit
doctor|doctors|Arzt|Ärzte|m|P,visit
friend|friends|Freund|Freunde|m|P,visit
cook|cooks|Koch|Köche|m|P
baker|bakers|Bäcker|Bäcker|m|P
king|kings|König|Könige|m|P,visit
father|fathers|Vater|Väter|m|P,visit
brother|brothers|Bruder|Brüder|m|P,visit
mother|mothers|Mutter|Mütter|f|P,visit
sister|sisters|Schwester|Schwestern|f|P,visit
dog|dogs|Hund|Hunde|m|A,wash
cat|cats|Katze|Katzen|f|A,wash
bird|birds|Vogel|Vögel|m|A
horse|horses|Pferd|Pferde|n|A,wash
mouse|mice|Maus|Mäuse|f|A
cow|cows|Kuh|Kühe|f|A
goat|goats|Ziege|Ziegen|f|A
pig|pigs|Schwein|Schweine|n|A,wash
duck|ducks|Ente|Enten|f|A
frog|frogs|Frosch|Frösche|m|A
chicken|chickens|Huhn|Hühner|n|A
ball|balls|Ball|Bälle|m|carry,wash
table|tables|Tisch|Tische|m|on,near,wash
chair|chairs|Stuhl|Stühle|m|on,near
apple|apples|Apfel|Äpfel|m|food,carry,wash
tree|trees|Baum|Bäume|m|near
letter|letters|Brief|Briefe|m|read,write,carry
key|keys|Schlüssel|Schlüssel|m|carry
garden|gardens|Garten|Gärten|m|in,visit
hat|hats|Hut|Hüte|m|carry
plate|plates|Teller|Teller|m|carry,wash
stone|stones|Stein|Steine|m|carry,on,near
river|rivers|Fluss|Flüsse|m|in,near
mountain|mountains|Berg|Berge|m|on
train|trains|Zug|Züge|m|in,near
cake|cakes|Kuchen|Kuchen|m|food,carry
shoe|shoes|Schuh|Schuhe|m|carry,wash
coat|coats|Mantel|Mäntel|m|carry,wash
door|doors|Tür|Türen|f|open,near
lamp|lamps|Lampe|Lampen|f|carry,near
bag|bags|Tasche|Taschen|f|carry,open,in
flower|flowers|Blume|Blumen|f|carry
bottle|bottles|Flasche|Flaschen|f|carry,open,wash
cup|cups|Tasse|Tassen|f|carry,wash
street|streets|Straße|Straßen|f|on
city|cities|Stadt|Städte|f|in,visit
bridge|bridges|Brücke|Brücken|f|on,near
box|boxes|Kiste|Kisten|f|carry,open,in
clock|clocks|Uhr|Uhren|f|carry
newspaper|newspapers|Zeitung|Zeitungen|f|read,carry
pear|pears|Birne|Birnen|f|food,carry
carrot|carrots|Karotte|Karotten|f|food,carry
school|schools|Schule|Schulen|f|in,near,visit
kitchen|kitchens|Küche|Küchen|f|in
book|books|Buch|Bücher|n|read,write,carry,open
house|houses|Haus|Häuser|n|in,near,visit
car|cars|Auto|Autos|n|in,near,wash
window|windows|Fenster|Fenster|n|open,near,wash
bed|beds|Bett|Betten|n|in,on,near
glass|glasses|Glas|Gläser|n|carry,wash
picture|pictures|Bild|Bilder|n|carry
egg|eggs|Ei|Eier|n|food,carry
boat|boats|Boot|Boote|n|in,on,near,wash
knife|knives|Messer|Messer|n|carry,wash
village|villages|Dorf|Dörfer|n|in,visit
room|rooms|Zimmer|Zimmer|n|in
song|songs|Lied|Lieder|n|write,hear
gift|gifts|Geschenk|Geschenke|n|carry,open
notebook|notebooks|Heft|Hefte|n|read,write,carry
"""

# frame | subject tags | object tags (g: dative > accusative) | en base, 3sg[, particle] | de 3sg, plural[, particle]
# frames: i intransitive, t accusative object, d dative object, g dative + accusative, c "that"-clause
_VERBS = """
i | P,A | - | sleep sleeps | schläft schlafen
i | P,A | - | run runs | läuft laufen
i | P | - | laugh laughs | lacht lachen
i | P,A | - | sing sings | singt singen
i | P,A | - | swim swims | schwimmt schwimmen
i | P,A | - | wait waits | wartet warten
i | P,A | - | play plays | spielt spielen
i | P | - | work works | arbeitet arbeiten
i | P | - | dance dances | tanzt tanzen
i | P,A | - | jump jumps | springt springen
i | P | - | cry cries | weint weinen
i | P,A | - | come comes | kommt kommen
i | P,A | - | sit sits | sitzt sitzen
i | P,A | - | stay stays | bleibt bleiben
i | P,A | - | wake wakes up | wacht wachen auf
i | P,A | - | fall falls asleep | schläft schlafen ein
i | P,A | - | come comes back | kommt kommen zurück
i | P | - | go goes shopping | kauft kaufen ein
t | P,A | any | see sees | sieht sehen
t | P | A,carry,food | have has | hat haben
t | P,A | A,carry,food | find finds | findet finden
t | P | A,carry,food | buy buys | kauft kaufen
t | P | carry | carry carries | trägt tragen
t | P | wash | wash washes | wäscht waschen
t | P | carry | hold holds | hält halten
t | P,A | carry,food | take takes | nimmt nehmen
t | P,A | food | eat eats | isst essen
t | P | read | read reads | liest lesen
t | P | write | write writes | schreibt schreiben
t | P,A | any | like likes | mag mögen
t | P | P,A | love loves | liebt lieben
t | P | visit | visit visits | besucht besuchen
t | P | carry | need needs | braucht brauchen
t | P | any | paint paints | malt malen
t | P | open | open opens | öffnet öffnen
t | P | open | close closes | schließt schließen
t | P,A | P,A,hear | hear hears | hört hören
t | P,A | any | look looks for | sucht suchen
t | P | P | meet meets | trifft treffen
t | P | A,carry,food | sell sells | verkauft verkaufen
t | P | P | call calls | ruft rufen an
t | P | P | invite invites | lädt laden ein
t | P | carry | pick picks up | hebt heben auf
t | P,A | any | look looks at | schaut schauen an
d | P | P,A | help helps | hilft helfen
d | P | P | thank thanks | dankt danken
d | P,A | P,A | follow follows | folgt folgen
g | P | P,A > carry,food | give gives | gibt geben
g | P | P > carry | show shows | zeigt zeigen
g | P | P > carry,food | bring brings | bringt bringen
g | P | P > carry | send sends | schickt schicken
c | P | - | say says | sagt sagen
c | P | - | know knows | weiß wissen
c | P | - | think thinks | denkt denken
c | P | - | believe believes | glaubt glauben
c | P | - | hope hopes | hofft hoffen
"""

# english | german | class: g any noun, a persons/animals, t things, c colour (animals, things)
_ADJECTIVES = """
big|groß|g
small|klein|g
old|alt|g
beautiful|schön|g
new|neu|t
heavy|schwer|t
long|lang|t
cold|kalt|t
warm|warm|t
cheap|billig|t
young|jung|a
tired|müde|a
happy|glücklich|a
hungry|hungrig|a
friendly|freundlich|a
clever|klug|a
red|rot|c
blue|blau|c
green|grün|c
yellow|gelb|c
black|schwarz|c
white|weiß|c
brown|braun|c
grey|grau|c
"""

# kind | english | german. time: may be fronted, English clause-final; freq: English before
# the verb (front: may be fronted); manner: English after the objects; together needs a plural subject.
_ADVERBS = """
time|today|heute
time|now|jetzt
time|tomorrow|morgen
time|later|später
time|soon|bald
time|in the morning|morgens
time|in the evening|abends
time|at night|nachts
freq-front|often|oft
freq-front|sometimes|manchmal
freq-front|usually|meistens
freq|always|immer
manner|quickly|schnell
manner|slowly|langsam
manner|quietly|leise
manner|loudly|laut
manner|carefully|vorsichtig
manner|happily|fröhlich
manner|again|wieder
manner-pl|together|zusammen
"""

# english | german | noun tag required
_PREPOSITIONS = """
in|in|in
on|auf|on
under|unter|near
next to|neben|near
in front of|vor|near
behind|hinter|near
with|mit|P,A
"""

EN_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
DE_NUMBERS = {1: "ein", 2: "zwei", 3: "drei", 4: "vier", 5: "fünf"}


@dataclass(frozen=True, eq=False)
class Noun:  # compared by identity: one object per lexicon entry
    en_sg: str
    en_pl: str
    de_sg: str
    de_pl: str
    gender: str  # m, f, n
    tags: frozenset

    @property
    def de_pl_dat(self) -> str:
        """Dative plural: -n added unless the plural already ends in -n or -s."""
        return self.de_pl if self.de_pl.endswith(("n", "s")) else self.de_pl + "n"


@dataclass(frozen=True)
class Verb:
    frame: str  # i, t, d, g, c
    subj_tags: frozenset
    obj_tags: frozenset  # accusative object (t, g) or dative object (d)
    dat_tags: frozenset  # dative object of g
    en_base: str
    en_3sg: str
    en_part: str  # "" or a particle / preposition placed right after the verb ("picks up")
    de_3sg: str
    de_pl: str
    de_part: str  # "" or the separable prefix ("hebt ... auf", "..., weil ... aufhebt")


@dataclass(frozen=True)
class Adj:
    en: str
    de: str
    cls: str


@dataclass(frozen=True)
class Adv:
    kind: str
    en: str
    de: str

    @property
    def frontable(self) -> bool:
        return self.kind in ("time", "freq-front")


@dataclass(frozen=True)
class Prep:
    en: str
    de: str
    tags: frozenset


def _rows(text: str, sep: str = "|") -> list[list[str]]:
    return [[f.strip() for f in line.split(sep)] for line in text.strip().splitlines()]


NOUNS: dict[str, Noun] = {r[0]: Noun(r[0], r[1], r[2], r[3], r[4], frozenset(r[5].split(","))) for r in _rows(_NOUNS)}
ADJECTIVES: dict[str, Adj] = {r[0]: Adj(*r) for r in _rows(_ADJECTIVES)}
ADVERBS: dict[str, Adv] = {r[1]: Adv(*r) for r in _rows(_ADVERBS)}
PREPOSITIONS: dict[str, Prep] = {r[0]: Prep(r[0], r[1], frozenset(r[2].split(","))) for r in _rows(_PREPOSITIONS)}


def verb_key(verb: Verb) -> str:
    """The English lemma naming a verb: "see", "pick up", "look at"."""
    return f"{verb.en_base} {verb.en_part}" if verb.en_part else verb.en_base


def _parse_verbs() -> dict[str, Verb]:
    verbs: dict[str, Verb] = {}
    for frame, subj, obj, en, de in _rows(_VERBS):
        dat, acc = (obj.split(">") + [""])[:2] if frame == "g" else ("", obj)
        en_f, de_f = en.split(), de.split()
        verb = Verb(frame, frozenset(subj.split(",")),
                    frozenset(t.strip() for t in acc.split(",") if t.strip() and t.strip() != "-"),
                    frozenset(t.strip() for t in dat.split(",") if t.strip()),
                    en_f[0], en_f[1], " ".join(en_f[2:]), de_f[0], de_f[1], " ".join(de_f[2:]))
        verbs[verb_key(verb)] = verb
    return verbs


VERBS: dict[str, Verb] = _parse_verbs()

NOUN_LIST = list(NOUNS.values())


_NOUNS_WITH: dict[frozenset, list[Noun]] = {}


def nouns_with(tags: frozenset) -> list[Noun]:
    """Nouns carrying any of ``tags`` ("any": all nouns), in lexicon order (cached)."""
    found = _NOUNS_WITH.get(tags)
    if found is None:
        found = NOUN_LIST if "any" in tags else [n for n in NOUN_LIST if n.tags & tags]
        _NOUNS_WITH[tags] = found
    return found


