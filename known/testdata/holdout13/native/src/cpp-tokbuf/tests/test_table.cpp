#include <cstdio>
#include "tokbuf.hpp"

int main()
{
    const char *rows[] = { "id,name,qty", "1,bolt,200", "2,washer,15" };
    Widths w;
    for (const char *r : rows) {
        TokBuf b = TokBuf::split(r, ',');
        for (std::size_t c = 0; c < b.size(); c++)
            w.see(c, std::string(b.at(c)).size());
    }
    std::size_t total = 0;
    for (std::size_t c = 0; c < w.cols; c++)
        total += w.w[c];
    std::printf("table: %zu columns, width %zu\n", w.cols, total);
    return w.cols == 3 ? 0 : 1;
}
