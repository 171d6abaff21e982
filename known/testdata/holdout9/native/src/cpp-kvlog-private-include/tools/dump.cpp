#include <fstream>
#include <iostream>
#include <iterator>
#include <vector>

#include "codec/record.hpp"
#include "storage/segment.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: kvlog-dump SEGMENT\n";
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    std::vector<std::uint8_t> buf((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::size_t off = 0, n = 0;
    while (auto r = codec::decode(buf, off)) {
        std::cout << (r->tombstone ? "DEL " : "PUT ") << r->key << " = " << r->value << "\n";
        ++n;
    }
    std::cout << n << " records, " << buf.size() - off << " trailing bytes\n";
    return off == buf.size() ? 0 : 1;
}
