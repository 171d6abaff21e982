#include <cstdio>
#include <cstring>
#include <string>

#include "slugify.hpp"

static int check(const std::string& in, const std::string& want, std::size_t max = 64)
{
    std::string got = slug::slugify(in, max);
    std::printf("%s slugify(\"%s\") = \"%s\"\n", got == want ? "ok  " : "FAIL", in.c_str(), got.c_str());
    return got == want ? 0 : 1;
}

int main(int argc, char** argv)
{
    const char* t = argc > 1 ? argv[1] : "basic";
    int bad = 0;
    if (!std::strcmp(t, "basic")) {
        bad += check("Hello World", "hello-world");
        bad += check("already-a-slug", "already-a-slug");
    } else if (!std::strcmp(t, "punctuation")) {
        bad += check("C++ is fun!", "c-is-fun");
        bad += check("v1.2.3 (beta)", "v1-2-3-beta");
    } else if (!std::strcmp(t, "latin1")) {
        bad += check("Grüße aus Köln", "gruesse-aus-koeln");
        bad += check("Crème brûlée", "creme-brulee");
    } else if (!std::strcmp(t, "length")) {
        bad += check("a very long title that goes on", "a-very-long", 12);
    } else if (!std::strcmp(t, "empty")) {
        bad += check("", "");
        bad += check("!!!", "");
    } else if (!std::strcmp(t, "dashes")) {
        bad += check("--a--b--", "a-b");
    } else {
        std::printf("unknown test %s\n", t);
        return 2;
    }
    return bad;
}
