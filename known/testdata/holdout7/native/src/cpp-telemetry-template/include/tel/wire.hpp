#pragma once
// Line-oriented wire format: every value knows how to encode itself through an
// encode(std::ostream&, const T&) overload found by argument-dependent lookup.
#include <cstdint>
#include <map>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace tel::wire {

inline void encode(std::ostream& os, std::int64_t v) { os << 'i' << v << ';'; }
inline void encode(std::ostream& os, double v) { os << 'd' << v << ';'; }
inline void encode(std::ostream& os, const std::string& v) { os << 's' << v.size() << ':' << v << ';'; }

template <typename T>
std::string to_wire(const T& value) {
    std::ostringstream os;
    encode(os, value);
    return os.str();
}

template <typename T>
std::string to_wire_list(const std::vector<T>& values) {
    std::string out = "l" + std::to_string(values.size()) + ":";
    for (const auto& v : values) {
        out += to_wire(v);
    }
    return out;
}

template <typename K, typename V>
std::string to_wire_map(const std::map<K, V>& values) {
    std::string out = "m" + std::to_string(values.size()) + ":";
    for (const auto& [k, v] : values) {
        out += to_wire(k);
        out += to_wire(v);
    }
    return out;
}

}  // namespace tel::wire
