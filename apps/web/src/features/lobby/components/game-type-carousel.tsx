import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { gamesOfPage, type PlayableGameType } from '@app/contracts/game-constants';
import { homeCarouselPageSize, showHomeCarousel, stripSlidesFirst } from '@/shared/lib/lobby-rules';
import { paths } from '@/shared/lib/paths';
import { Carousel } from '@/shared/ui/carousel';
import { useGameListPage } from '../api/get-game-list';
import { GameTile } from './game-tile';
import { TileSkeletons } from './home-skeletons';
import section from './home-section.module.css';

/**
 * Home game-type carousel (spec 2): one per game type, pageNo 1 and pageSize 24 (40 for sports),
 * with a title, a More link to /m/gameList?gameType= and arrows; shown only when more than 7
 * games exist.
 */
export function GameTypeCarousel({ gameType }: { gameType: PlayableGameType }) {
  const { t } = useTranslation();
  const { data, isPending } = useGameListPage({
    gameType,
    pageNo: 1,
    pageSize: homeCarouselPageSize(gameType),
  });
  const name = t(`categories.${gameType}`);
  if (!data && isPending)
    return (
      <section className={section.section} aria-label={name}>
        <div className={section.head}>
          <h3 className={section.title}>{name}</h3>
        </div>
        <TileSkeletons count={3} />
      </section>
    );
  if (!data || !showHomeCarousel(data.total)) return null;
  return (
    <section className={section.section} data-testid="game-type-carousel" data-type={gameType}>
      <Carousel
        label={name}
        title={<h3 className={section.title}>{name}</h3>}
        action={
          <Link
            to={paths.gameList({ gameType })}
            className={section.more}
            aria-label={t('lobby.moreOf', { name })}
          >
            {t('lobby.more')}
          </Link>
        }
        perView={3}
        gap={10}
        arrows
        renderFirst={stripSlidesFirst(3)}
      >
        {gamesOfPage(data).map((game) => (
          <GameTile key={game.nodeId} game={game} />
        ))}
      </Carousel>
    </section>
  );
}
