// fetch.cpp
