use strict;
use warnings;
use Test::More tests => 3;

# A naive reader: it does not know about quotes.
sub fields { my ($line) = @_; return split /,/, $line, -1 }

is((fields('x,y'))[1], 'y', 'second field');
is((fields('"a,b",c'))[1], 'c', 'quoted comma stays in its field');
is(scalar(() = fields('1,2,3,4')), 4, 'four fields');
