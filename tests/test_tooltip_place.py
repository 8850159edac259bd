"""Where a tooltip stands (game.ui.tooltip.place_tip), worked out by hand: above what it
tells about, else below; off what it must keep clear of; where every place covers some of
that, the one covering least; with no clear place, above (below at the room's top), always
within the room."""

from __future__ import annotations

import pygame

from game.ui.tooltip import GAP, place_tip

ROOM = pygame.Rect(0, 0, 400, 300)


def test_with_nothing_to_keep_clear_a_tip_stands_centred_above():
    about = pygame.Rect(150, 150, 100, 20)
    assert place_tip((80, 30), about, ROOM, []) == pygame.Rect(160, 150 - GAP - 30, 80, 30)


def test_at_the_rooms_top_it_stands_below_instead():
    about = pygame.Rect(150, 10, 100, 20)
    assert place_tip((80, 30), about, ROOM, []) == pygame.Rect(160, 30 + GAP, 80, 30)


def test_a_tip_larger_than_the_room_is_centred_on_it():
    about = pygame.Rect(10, 10, 20, 20)
    box = place_tip((500, 400), about, ROOM, [])
    assert box == pygame.Rect(-50, -50, 500, 400)


def test_where_every_place_covers_something_kept_clear_the_least_covering_wins():
    about = pygame.Rect(150, 130, 100, 40)
    # above and below lie under big panels, the left and right under smaller ones
    keep = [pygame.Rect(0, 0, 400, 130), pygame.Rect(0, 170, 400, 130), pygame.Rect(0, 130, 150, 40)]
    keep.append(pygame.Rect(250, 130, 150, 15))  # covers only the top 5 px of the place on the right
    box = place_tip((60, 20), about, ROOM, keep)
    assert box == pygame.Rect(about.right + GAP, about.centery - 10, 60, 20)  # 60 × 5 px covered


def test_a_place_clear_of_everything_is_taken_even_far_off():
    about = pygame.Rect(150, 130, 100, 40)
    keep = [pygame.Rect(0, 0, 400, 125)]  # every place above is taken: the tip goes below
    box = place_tip((60, 20), about, ROOM, keep)
    assert not box.colliderect(keep[0]) and not box.colliderect(about) and ROOM.contains(box)
    assert box.top == about.bottom + GAP
