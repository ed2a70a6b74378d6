import { Anchor, Avatar, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { loginPath, paths } from '../../shared/paths';
import { hasRole, initials, useSession, useSignOut } from '../../shared/session';
import classes from './header.module.css';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';

// Menus, tooltips and the drawer pull in positioning and scroll-lock code: loaded only when needed,
// so the public home page stays within its script budget.
const UserMenu = lazy(() => import('./user-menu'));
const MobileMenu = lazy(() => import('./mobile-menu'));

export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const signOut = useSignOut();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const showLogin = session === null && location.pathname !== paths.login;
  const logout = async () => {
    menu.close();
    await signOut();
    await navigate(paths.login);
  };
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <Anchor component={Link} to={paths.home} className={classes.brand} underline="never">
              <Logo />
              <span>TrialHub</span>
            </Anchor>
            <Group gap={4} visibleFrom="sm" component="nav">
              <RouterNavLink to={paths.home} end className={classes.link}>
                {t('header.competitions')}
              </RouterNavLink>
              <RouterNavLink to={paths.market} className={classes.link}>
                {t('header.market')}
              </RouterNavLink>
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSelect />
            {showLogin && (
              <Button
                component={Link}
                to={loginPath(location.pathname + location.search)}
                variant="white"
                color="dark"
                size="compact-md"
                leftSection={<IconLogin size={16} />}
                visibleFrom="sm"
              >
                {t('header.login')}
              </Button>
            )}
            {session && (
              <Box visibleFrom="sm">
                <Suspense
                  fallback={
                    <Avatar color="yellow" variant="filled" radius="xl" size={36}>
                      {initials(session.user.name)}
                    </Avatar>
                  }
                >
                  <UserMenu
                    name={session.user.name}
                    isAdmin={hasRole(session.user, 'admin')}
                    isSecretary={hasRole(session.user, 'secretary')}
                    onLogout={() => void logout()}
                  />
                </Suspense>
              </Box>
            )}
            <Burger
              opened={menuOpened}
              onClick={() => {
                setMenuLoaded(true);
                menu.toggle();
              }}
              hiddenFrom="sm"
              color="white"
              aria-label={t('header.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpened}
            onClose={menu.close}
            userName={session?.user.name ?? null}
            isAdmin={hasRole(session?.user, 'admin')}
            isSecretary={hasRole(session?.user, 'secretary')}
            onLogout={() => void logout()}
          />
        </Suspense>
      )}
    </Box>
  );
}
