#include <cstdio>
#include <cstring>
#include "frame.hpp"

using namespace framer;

static int roundtrip() {
    Frame f{3, 300, Bytes{'h', 'e', 'l', 'l', 'o'}};
    Frame g{};
    Bytes wire = encode(f);
    if (!decode(wire, g) || g.seq != 300 || g.payload != f.payload) {
        std::printf("roundtrip: decode mismatch\n");
        return 1;
    }
    std::printf("roundtrip: %zu bytes ok\n", wire.size());
    return 0;
}

static int varint() {
    const std::uint64_t vals[] = {0, 1, 127, 128, 300, 16384, 0xffffffffull};
    for (std::uint64_t v : vals) {
        Bytes b;
        put_varint(b, v);
        std::size_t pos = 0;
        std::uint64_t got = 0;
        if (!get_varint(b, pos, got) || got != v) {
            std::printf("varint: %llu came back as %llu\n", (unsigned long long)v, (unsigned long long)got);
            return 1;
        }
    }
    std::printf("varint: 7 values ok\n");
    return 0;
}

int main(int argc, char **argv) {
    if (argc > 1 && std::strcmp(argv[1], "varint") == 0)
        return varint();
    return roundtrip();
}
