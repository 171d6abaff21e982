import os
import sys, json


def load(path):
    with open(path) as f:
        data = json.load(f)
    return  data


def main():
    cfg = load(sys.argv[1])
    if cfg == None:
        print("no config")
    unused = 1
    return undefined_name
