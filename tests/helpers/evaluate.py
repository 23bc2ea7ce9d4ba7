"""Helpers of evaluate tests shared by both tiers and other test modules."""
from __future__ import annotations


import pytest


REFS = [
    "Der Mann sieht den Hund.",
    "Heute spielen die Kinder im Garten, weil die Sonne scheint.",
    "Zwei Brüder glauben, dass zwei Enten mit meinem Bruder spielen.",
    "Die Mädchen bringen diesen Frauen das Buch.",
    "Abends tragen die Kinder fünf Zeitungen.",
    "Köln liegt am Rhein; die Straße ist schön.",
    "",
    "Er sagt: \"Wir kommen morgen um 10:30 Uhr.\"",
]
HYPS = [
    "Der Mann sieht einen Hund.",
    "Die Kinder spielen heute im Garten weil die Sonne scheint.",
    "Zwei Brüder glauben, dass zwei Enten mit meinem Bruder spielen.",
    "Die Mädchen bringen den Frauen das Buch .",
    "Abends trägt das Kind fünf Zeitungen.",
    "Köln liegt am Rhein, die Strasse ist schön.",
    "Nichts.",
    "Er sagt: \"Wir kommen morgen um 10:30.\"",
]


def write(path, lines) -> str:
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in lines))
    return str(path)


@pytest.fixture
def files(tmp_path):
    return write(tmp_path / "hyp.txt", HYPS), write(tmp_path / "ref.txt", REFS)
