#pragma once
#include <cstddef>
#include <string>

// a growable array of C strings, owned by the buffer
class TokBuf {
public:
    TokBuf();
    ~TokBuf();
    void add(const std::string &tok);
    const char *at(std::size_t i) const { return toks_[i]; }
    std::size_t size() const { return n_; }
    static TokBuf split(const std::string &s, char sep);
    TokBuf(TokBuf &&o) noexcept : toks_(o.toks_), n_(o.n_), cap_(o.cap_) { o.toks_ = nullptr; o.n_ = o.cap_ = 0; }
private:
    char **toks_;
    std::size_t n_, cap_;
};

// column widths of a table; width(i) of a column never seen is 0
struct Widths {
    std::size_t w[8];
    std::size_t cols = 0;
    void see(std::size_t col, std::size_t len);
};
