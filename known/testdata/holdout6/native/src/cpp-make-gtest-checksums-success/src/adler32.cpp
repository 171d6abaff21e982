#include "checksums.hpp"

namespace cks {
std::uint32_t adler32(const std::string& data)
{
    std::uint32_t a = 1, b = 0;
    for (unsigned char c : data) {
        a = (a + c) % 65521;
        b = (b + a) % 65521;
    }
    return (b << 16) | a;
}
}
