#include "checksums.hpp"

namespace cks {
std::uint8_t sum8(const std::string& data)
{
    std::uint8_t s = 0;
    for (int i = 0; i < data.size(); ++i)
        s = static_cast<std::uint8_t>(s + data[i]);
    return s;
}
}
