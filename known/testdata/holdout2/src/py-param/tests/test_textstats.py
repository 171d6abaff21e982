import pytest
from textstats import word_count, sentence_count, reading_time

@pytest.mark.parametrize("text,expected", [
    ("one two three", 3),
    ("  padded   words ", 2),
    ("", 0),
    ("hyphen-ated word", 2),
])
def test_word_count(text, expected):
    assert word_count(text) == expected

@pytest.mark.parametrize("text,expected", [
    ("One. Two. Three.", 3),
    ("Wait... what?", 2),
    ("Dr. Smith arrived.", 1),
    ("No punctuation", 1),
])
def test_sentence_count(text, expected):
    assert sentence_count(text) == expected

@pytest.mark.parametrize("words,wpm,expected", [(100, 200, 1), (1000, 200, 5), (0, 200, 1)])
def test_reading_time(words, wpm, expected):
    assert reading_time(words, wpm) == expected
