#pragma once
#include <cstddef>
#include <map>
#include <string>
#include <vector>

std::vector<std::string> tokenize(const std::string &line);
std::map<std::string, int> count_words(const std::vector<std::string> &words);
std::string histogram(const std::map<std::string, int> &counts, int width);
std::vector<std::string> read_lines(const std::string &path);
std::string pad_right(const std::string &s, std::size_t n);
