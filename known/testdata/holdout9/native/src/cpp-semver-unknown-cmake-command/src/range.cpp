#include "semver/range.hpp"

#include <sstream>

namespace semver {

static bool one(const Version& v, const std::string& term) {
    if (term.empty()) return true;
    if (term[0] == '^' || term[0] == '~') {
        auto base = parse(term.substr(1));
        if (!base) return false;
        if (compare(v, *base) < 0) return false;
        return term[0] == '^' ? v.major == base->major
                              : v.major == base->major && v.minor == base->minor;
    }
    if (term.rfind(">=", 0) == 0) { auto b = parse(term.substr(2)); return b && compare(v, *b) >= 0; }
    if (term[0] == '<') { auto b = parse(term.substr(1)); return b && compare(v, *b) < 0; }
    auto b = parse(term);
    return b && compare(v, *b) == 0;
}

bool satisfies(const Version& v, const std::string& range) {
    std::istringstream in(range);
    std::string term;
    while (in >> term)
        if (!one(v, term)) return false;
    return true;
}

} // namespace semver
