FACTORS = {"km": 1000.0, "m": 1.0, "cm": 0.01, "mi": 1609.344, "ft": 0.3048}

def convert(value, src, dst):
    return value * FACTORS[src] / FACTORS[dst]

def parse(s):
    num, unit = s.split()
    return float(num), unit
