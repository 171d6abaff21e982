use strict;
use warnings;
use Test::More tests => 3;

sub fields { my ($line) = @_; return split /,/, $line, -1 }

is_deeply([fields('a,b,c')], ['a', 'b', 'c'], 'three fields');
is_deeply([fields('a,,c')], ['a', '', 'c'], 'empty middle field');
is(scalar(fields('')), 0, 'empty line has no fields');
