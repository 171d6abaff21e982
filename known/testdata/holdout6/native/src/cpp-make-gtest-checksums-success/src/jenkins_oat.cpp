#include "checksums.hpp"

namespace cks {
std::uint32_t jenkins_oat(const std::string& data)
{
    std::uint32_t h = 0;
    for (unsigned char c : data) {
        h += c;
        h += h << 10;
        h ^= h >> 6;
    }
    h += h << 3;
    h ^= h >> 11;
    h += h << 15;
    return h;
}
}
