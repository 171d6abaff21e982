#include <cstring>
#include "tokbuf.hpp"

TokBuf::TokBuf() : toks_(new char *[4]), n_(0), cap_(4) {}

TokBuf::~TokBuf()
{
    for (std::size_t i = 0; i < n_; i++)
        delete toks_[i];
    delete[] toks_;
}

void TokBuf::add(const std::string &tok)
{
    if (n_ == cap_) {
        char **bigger = new char *[cap_ * 2];
        std::memcpy(bigger, toks_, n_ * sizeof *toks_);
        delete[] toks_;
        toks_ = bigger;
        cap_ *= 2;
    }
    char *p = new char[tok.size() + 1];
    std::memcpy(p, tok.c_str(), tok.size() + 1);
    toks_[n_++] = p;
}

TokBuf TokBuf::split(const std::string &s, char sep)
{
    TokBuf b;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); i++)
        if (i == s.size() || s[i] == sep) {
            b.add(s.substr(start, i - start));
            start = i + 1;
        }
    return b;
}

void Widths::see(std::size_t col, std::size_t len)
{
    if (col >= cols)
        cols = col + 1;
    if (len > w[col])
        w[col] = len;
}
