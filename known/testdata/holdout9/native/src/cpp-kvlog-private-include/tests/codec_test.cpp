#include <cstdio>
#include "codec/record.hpp"
int run_codec_tests() {
    auto enc = codec::encode({"k", "v", false});
    std::size_t off = 0;
    auto r = codec::decode(enc, off);
    return (r && r->key == "k" && r->value == "v") ? 0 : 1;
}
