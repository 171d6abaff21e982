#include <cstdio>
#include <vector>

#include "bitpack.hpp"

int main()
{
    std::vector<std::uint32_t> v{1, 5, 7, 0, 3, 6, 2, 4, 7, 7};
    unsigned bits = bitpack::bits_needed(v);
    auto packed = bitpack::pack(v, bits);
    auto back = bitpack::unpack(packed, bits, v.size());
    if (bits != 3 || packed.size() != 4 || back != v) {
        std::printf("FAIL: bits=%u bytes=%zu\n", bits, packed.size());
        return 1;
    }
    std::puts("ok");
    return 0;
}
