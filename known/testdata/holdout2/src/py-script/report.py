import csv
import io
import sys

DATA = """region,month,revenue
north,2024-01,1200
north,2024-02,1350
south,2024-01,980
south,2024-02,
east,2024-01,1500
"""

def load(text):
    return list(csv.DictReader(io.StringIO(text)))

def growth(rows, region):
    vals = [float(r["revenue"]) for r in rows if r["region"] == region]
    return (vals[-1] - vals[0]) / vals[0] * 100

def main():
    rows = load(DATA)
    print(f"loaded {len(rows)} rows")
    for region in ("north", "south", "east"):
        print(f"{region}: {growth(rows, region):+.1f}%")
    return 0

if __name__ == "__main__":
    sys.exit(main())
