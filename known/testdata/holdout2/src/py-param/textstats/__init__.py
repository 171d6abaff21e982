import re

def word_count(s):
    return len(s.split())

def sentence_count(s):
    return len([p for p in re.split(r"[.!?]", s) if p.strip()])

def reading_time(words, wpm=200):
    return max(1, round(words / wpm))
