#include "bitpack.hpp"

namespace bitpack {

std::vector<std::uint8_t> pack(std::span<const std::uint32_t> values, unsigned bits)
{
    std::vector<std::uint8_t> out((values.size() * bits + 7) / 8);
    std::size_t pos = 0;
    for (auto v : values)
        for (unsigned b = 0; b < bits; ++b, ++pos)
            if (v >> b & 1u)
                out[pos / 8] |= static_cast<std::uint8_t>(1u << (pos % 8));
    return out;
}

std::vector<std::uint32_t> unpack(std::span<const std::uint8_t> bytes, unsigned bits, std::size_t count)
{
    std::vector<std::uint32_t> out(count);
    std::size_t pos = 0;
    for (auto& v : out)
        for (unsigned b = 0; b < bits; ++b, ++pos)
            if (bytes[pos / 8] >> (pos % 8) & 1u)
                v |= 1u << b;
    return out;
}

unsigned bits_needed(std::span<const std::uint32_t> values)
{
    return bitpack_max_bits_c(values.data(), values.size());
}

} // namespace bitpack
