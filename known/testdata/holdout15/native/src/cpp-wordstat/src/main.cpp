#include <iostream>
#include "wordstat.hpp"

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::cerr << "usage: wordstat FILE\n";
        return 2;
    }
    std::vector<std::string> words;
    for (const auto &line : read_lines(argv[1]))
        for (auto &w : tokenize(line))
            words.push_back(w);
    std::cout << histogram(count_words(words), 40);
    return 0;
}
