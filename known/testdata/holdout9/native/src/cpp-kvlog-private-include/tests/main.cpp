#include <cstdio>
int run_codec_tests();
int run_segment_tests();
int main() {
    int f = run_codec_tests() + run_segment_tests();
    std::printf("%d failed\n", f);
    return f != 0;
}
