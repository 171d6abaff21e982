#include <fstream>
#include <vector>
#include "filesum.hpp"
#include "crc.h"

bool sum_file(const std::string &path, Sums &out)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    std::vector<unsigned char> buf(4096);
    out = {0, 1};
    while (in.read(reinterpret_cast<char *>(buf.data()), buf.size()) || in.gcount() > 0) {
        std::size_t n = static_cast<std::size_t>(in.gcount());
        out.crc = crc32_update(out.crc, buf.data(), n);
        out.adler = adler32_update(out.adler, buf.data(), n);
    }
    return true;
}
