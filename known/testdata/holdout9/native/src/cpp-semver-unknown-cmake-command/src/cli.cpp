#include <iostream>

#include "semver/range.hpp"

int main(int argc, char** argv) {
    if (argc != 3) { std::cerr << "usage: semver-cli VERSION RANGE\n"; return 2; }
    auto v = semver::parse(argv[1]);
    if (!v) { std::cerr << "semver-cli: bad version " << argv[1] << "\n"; return 2; }
    bool ok = semver::satisfies(*v, argv[2]);
    std::cout << (ok ? "yes" : "no") << "\n";
    return ok ? 0 : 1;
}
