#include <cstdio>
#include <string>

#include "gap_buffer.hpp"
#include "undo.hpp"

static int failures = 0;

static void check(bool ok, const char* what)
{
    std::printf("%s %s\n", ok ? "ok  " : "FAIL", what);
    failures += !ok;
}

int main()
{
    {
        edit::GapBuffer b(4);
        b.insert("hello");
        b.insert(' ');
        b.insert("world");
        check(b.text() == "hello world", "insert grows the buffer");
        b.move_to(5);
        b.insert(",");
        check(b.text() == "hello, world", "insert in the middle");
        b.erase_before(1);
        check(b.text() == "hello world", "backspace");
        check(b.cursor() == 5, "cursor after backspace");
    }
    {
        edit::GapBuffer b;
        edit::UndoStack undo;
        b.insert("abc");
        undo.push(b);
        b.insert("def");
        check(undo.depth() == 1, "one snapshot");
        check(b.text() == "abcdef", "text after edit");
    }
    std::printf("%d failure(s)\n", failures);
    return failures != 0;
}
